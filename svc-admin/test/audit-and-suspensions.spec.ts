// svc-admin's side of suspensions and the audit log: a suspension or reinstatement commits with its event in the
// outbox and its audit row, or with neither (a refusal leaves nothing); the admin actions other services
// perform are recorded from their events once, however often an event is delivered.
import { randomUUID } from 'node:crypto';
import { EVENTS, type AuditLogEntry, type AuditLogPage } from '@pawpals/contracts';
import { ServiceHarness, waitFor } from '@pawpals/testing';
import { admin, publish } from './support';

let h: ServiceHarness;
beforeAll(async () => {
  h = await ServiceHarness.start('admin');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const auditRows = async (targetId: string): Promise<AuditLogEntry[]> =>
  ((await h.call<AuditLogPage>('listAuditLog', { actor: admin('super_admin'), query: { limit: '100' } })).entries).filter((e) => e.targetId === targetId);

describe('suspending and reinstating', () => {
  it('commits the suspension, its event and its audit row together, and a refusal commits none of them', async () => {
    const moderator = await h.person('Mona', 'Derator', { adminRole: 'moderator' });
    const member = await h.person('Sam', 'Spammer');
    const root = await h.person('Rita', 'Root');
    await h.db.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'super_admin')`, [root.userId]);
    const until = new Date(Date.now() + 86_400_000).toISOString();

    expect(await h.fails('suspendUser', { actor: moderator, params: { id: root.userId }, body: { reason: 'Testing' } })).toEqual({
      code: 'forbidden',
      message: 'A super admin cannot be suspended',
    });
    expect(await h.fails('suspendUser', { actor: moderator, params: { id: moderator.userId }, body: { reason: 'Testing' } })).toEqual({
      code: 'forbidden',
      message: 'You cannot suspend or reinstate yourself',
    });
    expect(await h.fails('suspendUser', { actor: moderator, params: { id: randomUUID() }, body: { reason: 'Testing' } })).toEqual({
      code: 'not_found',
      message: 'Member not found',
    });
    expect(await h.fails('suspendUser', { actor: moderator, params: { id: member.userId }, body: { reason: '' } })).toMatchObject({
      code: 'validation',
      message: 'Please give a reason for the suspension',
    });
    expect(await h.fails('reinstateUser', { actor: moderator, params: { id: member.userId } })).toEqual({ code: 'conflict', message: 'This member is not suspended' });
    expect(await h.count('suspensions')).toBe(0);
    expect(await h.events(EVENTS.userSuspended.type)).toEqual([]);
    expect(await h.count('audit_log')).toBe(0);

    const suspension = await h.call('suspendUser', { actor: moderator, params: { id: member.userId }, body: { reason: ' Scam posts ', until } });
    expect(suspension).toEqual({ userId: member.userId, reason: 'Scam posts', until, suspendedAt: expect.any(String) });
    const [event] = await h.events(EVENTS.userSuspended.type);
    expect(event.data).toEqual({ userId: member.userId, reason: 'Scam posts', until });
    expect(await auditRows(member.userId)).toEqual([
      expect.objectContaining({ action: 'user_suspended', actorId: moderator.userId, actorEmail: moderator.email, reason: 'Scam posts', details: { until } }),
    ]);

    expect(await h.call('reinstateUser', { actor: moderator, params: { id: member.userId } })).toEqual({ message: 'Member reinstated' });
    expect((await h.events(EVENTS.userReinstated.type)).map((e) => e.data)).toEqual([{ userId: member.userId }]);
    expect((await auditRows(member.userId)).map((e) => e.action)).toEqual(['user_reinstated', 'user_suspended']);
    expect(await h.count('suspensions')).toBe(0);
  });
});

describe('actions performed by other services', () => {
  it('records a premium change and a moderation once per event, under the admin who acted, and ignores owners', async () => {
    const contentManager = await h.person('Cam', 'Manager');
    const moderator = await h.person('Mo', 'Derator');
    const businessId = randomUUID();
    const postId = randomUUID();
    const premium = {
      businessId,
      ownerId: null,
      name: 'Riverside Vet',
      category: 'veterinarian' as const,
      city: 'Austin',
      priceRange: null,
      isPremium: 1 as const,
      source: 'admin' as const,
      changedFields: ['isPremium'],
    };
    const premiumEnvelope = { id: randomUUID(), actor: { userId: contentManager.userId } };
    // The same event delivered twice (a redelivery) is one row.
    await publish(h, EVENTS.businessUpdated, premium, premiumEnvelope);
    await publish(h, EVENTS.businessUpdated, premium, premiumEnvelope);
    // The owner's own edit is not an admin action.
    const ownerEdit = await publish(h, EVENTS.businessUpdated, { ...premium, source: 'owner', changedFields: ['name'] }, { actor: { userId: randomUUID() } });
    await publish(
      h,
      EVENTS.petPostModerated,
      { postId, userId: randomUUID(), type: 'lost', petName: 'Pip', approvalStatus: 'rejected' },
      { actor: { userId: moderator.userId } },
    );

    const [moderated] = await waitFor(async () => {
      const rows = await auditRows(postId);
      return rows.length ? rows : undefined;
    }, 15_000, 'the moderation row');
    expect(moderated).toMatchObject({ action: 'post_rejected', actorId: moderator.userId, actorEmail: moderator.email, targetType: 'lost_found_pet' });
    // Once the audit consumer has handled the owner's edit, it has handled both deliveries before it.
    await waitFor(
      async () => (await h.count(`processed_events WHERE consumer = 'admin__directory_business_updated__audit' AND event_id = $1`, [ownerEdit.id])) === 1,
      15_000,
      "the owner's edit handled",
    );
    expect(await auditRows(businessId)).toEqual([
      expect.objectContaining({ action: 'premium_changed', actorId: contentManager.userId, actorEmail: contentManager.email, details: { name: 'Riverside Vet', isPremium: 1 } }),
    ]);
  });
});
