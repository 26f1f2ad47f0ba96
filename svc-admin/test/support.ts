import { randomUUID } from 'node:crypto';
import {
  EVENTS,
  SUBJECTS,
  type AccountType,
  type Actor,
  type AdminRole,
  type EventDefinition,
  type EventEnvelope,
  type RpcRequest,
} from '@pawpals/contracts';
import { connectNats, prefixed } from '@pawpals/nest-common';
import { publishEvent, waitFor, type ServiceHarness } from '@pawpals/testing';
import { JSONCodec } from 'nats';

const codec = JSONCodec();

/** Publishes an event to the service as its producer's outbox relay would. */
export const publish = <D>(h: ServiceHarness, event: EventDefinition<D>, data: D, envelope: Partial<EventEnvelope<D>> = {}) =>
  publishEvent(h.fleet.nc, h.config, event, data, envelope);

/** An admin as the gateway forwards them on admin routes (the role it found in svc-admin). */
export const admin = (adminRole: AdminRole, userId: string = randomUUID()): Actor & { adminRole: AdminRole } => ({ userId, adminRole });

export interface Registered {
  userId: string;
  username: string;
  email: string;
}

/** A member as svc-admin learns them: identity's user_registered event, once its projection has them. */
export async function register(h: ServiceHarness, firstName: string, accountType: AccountType = 'pet_owner'): Promise<Registered> {
  const userId = randomUUID();
  const username = `u_${firstName.toLowerCase()}_${userId.slice(0, 6)}`;
  const email = `${username}@example.com`;
  await publish(h, EVENTS.userRegistered, { userId, firstName, lastName: 'Park', username, email, accountType, profileImageUrl: null });
  await waitFor(async () => (await h.count('user_profiles WHERE user_id = $1', [userId])) === 1 || undefined, 8000, `${username} projected`);
  return { userId, username, email };
}

/**
 * Answers a service-to-service subject in place of the service that owns it (svc-admin's import asks
 * svc-directory): records each request and replies with `answer(request)`.
 */
export async function stubSubject<T>(h: ServiceHarness, subject: string, answer: (req: RpcRequest) => T) {
  const nc = await connectNats(h.config, 'admin-test-stub');
  const received: RpcRequest[] = [];
  const sub = nc.subscribe(prefixed(h.config, subject), {
    callback: (_err, msg) => {
      const req = codec.decode(msg.data) as RpcRequest;
      received.push(req);
      msg.respond(codec.encode({ ok: true, data: answer(req) }));
    },
  });
  await nc.flush();
  return {
    received,
    close: async () => {
      sub.unsubscribe();
      await nc.drain();
    },
  };
}

/**
 * What svc-pets and svc-directory answer svc-admin about their content: the size of the pending queue (the
 * dashboard's Pending Moderation) and the names of reported content (none known here).
 */
export async function stubContentOwners(h: ServiceHarness, pendingPosts = 7): Promise<{ close(): Promise<void> }> {
  const stubs = [
    await stubSubject(h, SUBJECTS.pets.countPendingPosts, () => ({ count: pendingPosts })),
    await stubSubject(h, SUBJECTS.pets.describeContents, (req) => (req.body as { refs: unknown[] }).refs.map(() => null)),
    await stubSubject(h, SUBJECTS.directory.describeContents, (req) => (req.body as { refs: unknown[] }).refs.map(() => null)),
  ];
  return { close: async () => void (await Promise.all(stubs.map((stub) => stub.close()))) };
}
