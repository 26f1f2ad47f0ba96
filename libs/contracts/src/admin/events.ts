/** The events svc-admin publishes: suspensions, broadcasts and takedowns. */
import { defineEvent } from '../shared/contract-builders';
import type { ContentRef } from './subjects';

/**
 * An admin suspended a member (svc-admin decides and records): the gateway ends their sessions and
 * refuses their sign-in, the owning services hide their public content. A later suspension of the same
 * member replaces the earlier one.
 */
export interface UserSuspended {
  userId: string;
  reason: string;
  /** When it ends by itself (ISO), or null until reinstated. */
  until: string | null;
}

/** An admin ended a member's suspension; their content shows again and they may sign in. */
export interface UserReinstated {
  userId: string;
}

export interface BroadcastRequested {
  broadcastId: string;
  title: string;
  message: string;
}

/** events.admin.content_taken_down / takedown_restored: the owner hides or shows it; svc-notifications tells the author. */
export interface ContentTakedownChanged extends ContentRef {
  takedownId: string;
  reason: string;
  authorId: string | null;
  title: string;
  link: string | null;
}

export const ADMIN_EVENTS = {
  // A suspension is about the account, so its events keep the identity.* names every consumer subscribes to.
  userSuspended: defineEvent<UserSuspended>('identity', 'user_suspended'),
  userReinstated: defineEvent<UserReinstated>('identity', 'user_reinstated'),
  broadcastRequested: defineEvent<BroadcastRequested>('admin', 'broadcast_requested'),
  contentTakenDown: defineEvent<ContentTakedownChanged>('admin', 'content_taken_down'),
  takedownRestored: defineEvent<ContentTakedownChanged>('admin', 'takedown_restored'),
} as const;
