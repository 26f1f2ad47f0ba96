import { randomUUID } from 'node:crypto';
import { EVENTS, PAGE_LIMIT_MAX, type AccountType, type Actor, type EventDefinition, type EventEnvelope, type Notification, type Page } from '@pawpals/contracts';
import { publishEvent, waitFor, type ServiceHarness } from '@pawpals/testing';

export interface Member extends Actor {
  userId: string;
  firstName: string;
  username: string;
}

/** Publishes an event to the service as its producer's outbox relay would. */
export const publish = <D>(h: ServiceHarness, event: EventDefinition<D>, data: D, envelope: Partial<EventEnvelope<D>> = {}) =>
  publishEvent(h.fleet.nc, h.config, event, data, envelope);

/** The member's newest notifications: the first page, at its largest. */
export const list = async (h: ServiceHarness, m: Actor) =>
  (await h.call<Page<Notification>>('listNotifications', { actor: m, query: { limit: String(PAGE_LIMIT_MAX) } })).items;

/** Waits until the member has a notification with this title, and returns it. */
export const expectNotified = (h: ServiceHarness, m: Member, title: string, timeoutMs = 8000) =>
  waitFor(async () => (await list(h, m)).find((n) => n.title === title), timeoutMs, `"${title}" for ${m.username}`);

/**
 * A member as svc-notifications learns them: the identity service's user_registered event (which also
 * fills the local user_profiles projection). Resolves once their welcome notification is there.
 */
export async function register(h: ServiceHarness, firstName: string, accountType: AccountType = 'pet_owner'): Promise<Member> {
  const userId = randomUUID();
  const username = `u_${firstName.toLowerCase()}_${userId.slice(0, 6)}`;
  await publish(h, EVENTS.userRegistered, {
    userId,
    firstName,
    lastName: 'Park',
    username,
    email: `${username}@example.com`,
    accountType,
    profileImageUrl: null,
  });
  const member = { userId, firstName, username };
  await expectNotified(h, member, `Welcome to PawPals, ${firstName}!`);
  return member;
}

export const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
