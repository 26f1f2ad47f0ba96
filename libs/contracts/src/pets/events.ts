/** The events svc-pets publishes: posts created, moderated and resolved, matches, sightings and messages. */
import { defineEvent } from '../shared/contract-builders';
import type { ApprovalStatus, PetConversationRole, PetPostType, PetSpecies, PlacePrecision } from './enums';

/** Where a post's pet was last seen, as the post carries it in its events (null coordinates = unresolved). */
export interface PetPostPlace {
  lastSeenLocation: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: PlacePrecision | null;
}

export interface PetPostCreated extends Partial<PetPostPlace> {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  species: string | null;
}

/** An approval carries what the alert fan-out needs: the place, the species and the words of the alert. */
export interface PetPostModerated extends Partial<PetPostPlace> {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  approvalStatus: Exclude<ApprovalStatus, 'pending'>;
  species?: PetSpecies | null;
  breed?: string | null;
  color?: string | null;
}

/**
 * svc-pets found that a newly approved post may be the same pet as an earlier one of the opposite type
 * (once per pair); the earlier post's poster is told.
 */
export interface PetMatchFound {
  /** The earlier post, whose poster hears about the match. */
  postId: string;
  posterId: string;
  petName: string | null;
  type: PetPostType;
  species: PetSpecies | null;
  /** The newly approved post that matches it. */
  matchedPostId: string;
  score: number;
  distanceMiles: number | null;
  reasons: string[];
}

/** Someone reported a sighting of a post; its poster is told at once. */
export interface PetSightingReported {
  sightingId: string;
  postId: string;
  posterId: string;
  petName: string | null;
  type: PetPostType;
  species: string | null;
  reporterId: string;
  reporterFirstName: string | null;
  location: string;
  seenAt: string;
}

/**
 * A private message about a post (docs/decisions/0086-pet-messages.md): its recipient, the other side of the
 * conversation, is told.
 */
export interface PetMessageSent {
  conversationId: string;
  messageId: string;
  postId: string;
  petName: string | null;
  type: PetPostType;
  senderRole: PetConversationRole;
  senderId: string;
  senderFirstName: string | null;
  recipientId: string;
}

export interface PetPostResolved {
  postId: string;
  userId: string;
  type: PetPostType;
  petName: string | null;
  thankYouNote?: string | null;
}

export const PETS_EVENTS = {
  petPostCreated: defineEvent<PetPostCreated>('pets', 'post_created'),
  petPostModerated: defineEvent<PetPostModerated>('pets', 'post_moderated'),
  petPostResolved: defineEvent<PetPostResolved>('pets', 'post_resolved'),
  petMatchFound: defineEvent<PetMatchFound>('pets', 'match_found'),
  petSightingReported: defineEvent<PetSightingReported>('pets', 'sighting_reported'),
  petMessageSent: defineEvent<PetMessageSent>('pets', 'message_sent'),
} as const;
