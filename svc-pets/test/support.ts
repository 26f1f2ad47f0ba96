import { randomUUID } from 'node:crypto';
import { SUBJECTS, type Actor, type AdminCheck, type AdminRole, type LostFoundPet, type RpcRequest } from '@pawpals/contracts';
import { connectNats, prefixed } from '@pawpals/nest-common';
import type { ServiceHarness } from '@pawpals/testing';
import { JSONCodec } from 'nats';

const codec = JSONCodec();

/**
 * svc-pets keeps no projection of people: a person is who the gateway says is asking (the actor).
 * Admins carry the role the gateway found for them on admin routes.
 */
export const person = (adminRole?: AdminRole): Actor => ({ userId: randomUUID(), ...(adminRole ? { adminRole } : {}) });

/** A stored upload as PUT /api/pet-photo answers it (svc-pets checks the shape; the gateway owns the file). */
export const objectPath = () => `/objects/${randomUUID()}`;

export function validPost(over: Record<string, unknown> = {}) {
  return {
    type: 'lost',
    petName: 'Biscuit',
    breed: 'Beagle',
    color: 'Tricolor',
    description: 'Friendly, answers to Biscuit, a little shy with strangers',
    collarInfo: 'Red collar with a bone-shaped tag',
    lastSeenLocation: 'Riverside Park, near the east gate',
    lastSeenDate: '2024-05-10',
    photoUrl: objectPath(),
    contactInfo: '(512) 555-0142',
    ...over,
  };
}

export const createPost = (h: ServiceHarness, actor: Actor, over: Record<string, unknown> = {}) =>
  h.call<LostFoundPet>('createLostFoundPet', { actor, body: validPost(over) });

/** The events svc-pets wrote for one post, in order. */
export async function outboxEvents(h: ServiceHarness, postId: string) {
  const { rows } = await h.db.query<{ subject: string; envelope: { data: Record<string, unknown> } }>(
    `SELECT subject, envelope FROM outbox WHERE envelope->'data'->>'postId' = $1 ORDER BY created_at`,
    [postId],
  );
  return rows.map((r) => ({ subject: r.subject, data: r.envelope.data }));
}

/**
 * Stands in for svc-admin's `admin.checkAdmin` (svc-pets asks it when a signed-in caller without a role
 * opens an unapproved post): the given people are admins with that role, everyone else is not.
 */
export async function stubAdminCheck(h: ServiceHarness, admins: Map<string, AdminRole>): Promise<{ asked: string[]; close(): Promise<void> }> {
  const nc = await connectNats(h.config, 'pets-test-admin-stub');
  const asked: string[] = [];
  const sub = nc.subscribe(prefixed(h.config, SUBJECTS.admin.checkAdmin), {
    callback: (_err, msg) => {
      const { actor } = codec.decode(msg.data) as RpcRequest;
      asked.push(actor!.userId);
      const role = admins.get(actor!.userId) ?? null;
      msg.respond(codec.encode({ ok: true, data: { isAdmin: !!role, role } satisfies AdminCheck }));
    },
  });
  await nc.flush();
  return {
    asked,
    close: async () => {
      sub.unsubscribe();
      await nc.drain();
    },
  };
}
