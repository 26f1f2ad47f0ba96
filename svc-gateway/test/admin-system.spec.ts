// The admin system page (docs/decisions/0148-admin-system-page.md): GET /api/admin/system gathers every
// service's outbox, consumers and parked events over NATS (svc-admin asks each service; one that does not
// answer in time is down, the page still answers); GET /api/admin/parked-events lists parked events across
// the services; a parked event is retried through its consumer's handler or deleted with a reason, each an
// audit row. Super admins only: 401 signed out, 403 for everyone else.
import { randomUUID } from 'node:crypto';
import { EVENTS, SERVICES, type AuditLogPage, type ParkedEvent, type ParkedEventList, type SystemStatus } from '@pawpals/contracts';
import { databaseUrlFor, prefixed, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, publishRaw, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
let notificationsDb: Client;
let adminDb: Client;
let superAdmin: Member;
let moderator: Member;
let member: Member;
const saved: Record<string, string | undefined> = {};

const POISON_CONSUMER = 'notifications__directory_inquiry_replied';
const WELCOME_CONSUMER = 'notifications__identity_user_registered';

const as = (m: Member) => ({
  get: (path: string) => api.get(path).set('Cookie', m.cookie),
  post: (path: string) => api.post(path).set('Cookie', m.cookie),
  delete: (path: string) => api.delete(path).set('Cookie', m.cookie),
});
const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))!
    .split(';')[0];

const listParked = async (): Promise<ParkedEventList> => (await as(superAdmin).get('/api/admin/parked-events').expect(200)).body;
const parkedRow = async (consumer: string, eventId: string) =>
  (await notificationsDb.query('SELECT error, attempts FROM parked_events WHERE consumer = $1 AND event_id = $2', [consumer, eventId])).rows[0];
const auditRows = async (targetId: string) =>
  (await adminDb.query('SELECT action, reason, actor_id, details FROM audit_log WHERE target_id = $1 ORDER BY created_at', [targetId])).rows;

/** A parked event of the welcome consumer whose cause has since gone: retrying it runs the handler for real. */
async function parkWelcomeEvent(firstName: string): Promise<string> {
  const id = randomUUID();
  const envelope = {
    id,
    type: EVENTS.userRegistered.type,
    occurredAt: new Date().toISOString(),
    actor: null,
    data: { userId: member.user.id, firstName, lastName: 'Again', username: member.user.username, email: member.user.email, accountType: 'pet_owner', profileImageUrl: null },
  };
  await notificationsDb.query(
    `INSERT INTO parked_events (consumer, event_id, subject, payload, error, attempts) VALUES ($1, $2, $3, $4, $5, 5)`,
    [WELCOME_CONSUMER, id, prefixed(config, EVENTS.userRegistered.subject), JSON.stringify(envelope), 'connect ETIMEDOUT (simulated)'],
  );
  return `notifications.${WELCOME_CONSUMER}.${id}`;
}

beforeAll(async () => {
  for (const [k, v] of Object.entries({ ADMIN_USERNAME: 'system_root', ADMIN_PASSWORD: 'system-root-pass' })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig({ rpcTimeoutMs: 6000 });
  // One at a time: four services migrating at once on two busy cores can miss the fleet's start-up wait.
  fleet = await ServiceFleet.start(config, []);
  for (const service of SERVICES) await fleet.startService(service);
  gateway = await createGateway({ config });
  api = request(gateway.app.getHttpServer());
  notificationsDb = new Client({ connectionString: databaseUrlFor(config, 'notifications') });
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await Promise.all([notificationsDb.connect(), adminDb.connect()]);
  const root = await waitFor(async () => {
    const r = await api.post('/api/admin/login').send({ username: 'system_root', password: 'system-root-pass' });
    return r.status === 200 ? r : undefined;
  }, 15_000, 'the configured super admin');
  superAdmin = { user: root.body, cookie: cookieOf(root) };
  [moderator, member] = await Promise.all([signUp(api, 'sys_mod'), signUp(api, 'sys_member', { firstName: 'Mira' })]);
  await waitFor(async () => (await as(superAdmin).post('/api/admin/admin-users').send({ userId: moderator.user.id, role: 'moderator' })).status === 201, 15_000, 'granting moderator');
}, 120_000);

afterAll(async () => {
  await notificationsDb?.end();
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('GET /api/admin/system', () => {
  it("answers every service's state, outbox, consumers and parked events", async () => {
    const res = await as(superAdmin).get('/api/admin/system').expect(200);
    const body = res.body as SystemStatus;
    expect(body.services.map((s) => [s.name, s.status])).toEqual([
      ['svc-directory', 'up'],
      ['svc-pets', 'up'],
      ['svc-notifications', 'up'],
      ['svc-admin', 'up'],
    ]);
    for (const service of body.services) {
      expect(service.outbox).toEqual({ pending: expect.any(Number), oldestAgeSeconds: expect.any(Number) });
      expect(service.parkedEvents).toEqual(expect.any(Number));
      expect(service.problems).toEqual([]);
    }
    expect(body.consumers).toContainEqual({ service: 'svc-notifications', name: POISON_CONSUMER, pending: expect.any(Number), ackPending: expect.any(Number) });
    for (const name of ['svc-directory', 'svc-pets', 'svc-admin']) {
      expect(body.consumers.filter((c) => c.service === name).length).toBeGreaterThan(0);
    }
    expect(body.outbox.pending).toBe(body.services.reduce((sum, s) => sum + s.outbox!.pending, 0));
    expect(body.parkedEvents).toBe(body.services.reduce((sum, s) => sum + s.parkedEvents!, 0));
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
  });
});

describe('parked events', () => {
  const poisonId = randomUUID();
  const poison = `notifications.${POISON_CONSUMER}.${poisonId}`;

  it('lists an event a consumer parked, and counts it on the system page', async () => {
    await publishRaw(fleet.nc, config, EVENTS.inquiryReplied.subject, { id: poisonId, type: EVENTS.inquiryReplied.type, data: null });
    const listed = await waitFor(
      async () => (await listParked()).events.find((e) => e.id === poison),
      45_000,
      'the poison event parked and listed',
    );
    expect(listed).toEqual({
      id: poison,
      service: 'svc-notifications',
      consumer: POISON_CONSUMER,
      eventId: poisonId,
      subject: prefixed(config, EVENTS.inquiryReplied.subject),
      error: 'malformed event envelope',
      attempts: 5,
      parkedAt: expect.any(String),
    });
    const list = await listParked();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.unavailableServices).toEqual([]);
    const system = (await as(superAdmin).get('/api/admin/system').expect(200)).body as SystemStatus;
    expect(system.parkedEvents).toBeGreaterThanOrEqual(1);
    expect(system.services.find((s) => s.name === 'svc-notifications')!.parkedEvents).toBeGreaterThanOrEqual(1);
    // ?limit caps the list; a bad one is a readable 400.
    expect((await as(superAdmin).get('/api/admin/parked-events?limit=1').expect(200)).body.events).toHaveLength(1);
    const bad = await as(superAdmin).get('/api/admin/parked-events?limit=0').expect(400);
    expect(bad.body.message).toBe('Limit must be a whole number from 1 to 500');
  }, 60_000);

  it('retries a poison event that fails again: still parked, with one more attempt, and audited', async () => {
    const res = await as(superAdmin).post(`/api/admin/parked-events/${poison}/retry`).expect(200);
    expect(res.body).toEqual({ id: poison, outcome: 'failed', error: 'malformed event envelope' });
    expect(await parkedRow(POISON_CONSUMER, poisonId)).toEqual({ error: 'malformed event envelope', attempts: 6 });
    expect(await auditRows(poison)).toEqual([
      {
        action: 'parked_event_retried',
        reason: null,
        actor_id: superAdmin.user.id,
        details: expect.objectContaining({ service: 'svc-notifications', consumer: POISON_CONSUMER, eventId: poisonId, outcome: 'failed' }),
      },
    ]);
  });

  it("retries a parked event through its consumer's handler: handled, then gone", async () => {
    const id = await parkWelcomeEvent('Retried');
    expect((await listParked()).events.map((e) => e.id)).toContain(id);
    const res = await as(superAdmin).post(`/api/admin/parked-events/${id}/retry`).expect(200);
    expect(res.body).toEqual({ id, outcome: 'handled', error: null });
    // The handler ran: the member has the notification it makes, and the event is processed, no longer parked.
    const notifications = (await as(member).get('/api/notifications').expect(200)).body as { title: string }[];
    expect(notifications.map((n) => n.title)).toContain('Welcome to PawPals, Retried!');
    const eventId = id.split('.')[2];
    expect(await parkedRow(WELCOME_CONSUMER, eventId)).toBeUndefined();
    expect((await notificationsDb.query('SELECT 1 FROM processed_events WHERE consumer = $1 AND event_id = $2', [WELCOME_CONSUMER, eventId])).rowCount).toBe(1);
    expect((await listParked()).events.map((e) => e.id)).not.toContain(id);
    expect((await auditRows(id)).map((r) => [r.action, r.details.outcome])).toEqual([['parked_event_retried', 'handled']]);
    // Once gone, it is a 404.
    await as(superAdmin).post(`/api/admin/parked-events/${id}/retry`).expect(404);
  });

  it('refuses to delete without a reason (readable 400, nothing deleted)', async () => {
    for (const body of [{}, { reason: '   ' }]) {
      const res = await as(superAdmin).delete(`/api/admin/parked-events/${poison}`).send(body).expect(400);
      expect(res.body.message).toBe('Please give a reason for deleting the event');
    }
    const noBody = await as(superAdmin).delete(`/api/admin/parked-events/${poison}`).expect(400);
    expect(noBody.body.message).toBe('Please give a reason for deleting the event');
    expect(await parkedRow(POISON_CONSUMER, poisonId)).toBeDefined();
    expect((await auditRows(poison)).map((r) => r.action)).toEqual(['parked_event_retried']);
  });

  it('deletes a parked event with a reason, kept in the audit log', async () => {
    const res = await as(superAdmin)
      .delete(`/api/admin/parked-events/${poison}`)
      .send({ reason: 'Malformed test event, nothing to replay' })
      .expect(200);
    expect(res.body).toMatchObject({ id: poison, service: 'svc-notifications', consumer: POISON_CONSUMER, eventId: poisonId, attempts: 6 });
    expect(await parkedRow(POISON_CONSUMER, poisonId)).toBeUndefined();
    expect((await listParked()).events.map((e: ParkedEvent) => e.id)).not.toContain(poison);
    const rows = await auditRows(poison);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['parked_event_retried', null],
      ['parked_event_deleted', 'Malformed test event, nothing to replay'],
    ]);
    expect(rows[1].details).toMatchObject({ service: 'svc-notifications', consumer: POISON_CONSUMER, eventId: poisonId, error: 'malformed event envelope' });
    // …and in the super admins' audit log.
    const log = (await as(superAdmin).get('/api/admin/audit-log?limit=10').expect(200)).body as AuditLogPage;
    expect(log.entries).toContainEqual(
      expect.objectContaining({ action: 'parked_event_deleted', targetType: 'parked_event', targetId: poison, reason: 'Malformed test event, nothing to replay', actorId: superAdmin.user.id }),
    );
    // Deleted once: again is a 404, with no second row.
    await as(superAdmin).delete(`/api/admin/parked-events/${poison}`).send({ reason: 'again' }).expect(404);
    expect(await auditRows(poison)).toHaveLength(2);
  });

  it('answers 404 for an id that names no parked event', async () => {
    const unknown = [
      `notifications.${POISON_CONSUMER}.${randomUUID()}`,
      `pets.pets__no_such_consumer.${randomUUID()}`,
      'not-an-id',
      `gateway.gateway__identity_user_suspended.${randomUUID()}`,
      `pets.${POISON_CONSUMER}.${randomUUID()}`,
    ];
    for (const id of unknown) {
      const retry = await as(superAdmin).post(`/api/admin/parked-events/${encodeURIComponent(id)}/retry`).expect(404);
      expect(retry.body.message).toBe('Parked event not found');
      const del = await as(superAdmin).delete(`/api/admin/parked-events/${encodeURIComponent(id)}`).send({ reason: 'cleanup' }).expect(404);
      expect(del.body.message).toBe('Parked event not found');
    }
  });
});

describe('authorization', () => {
  const someId = `notifications.${POISON_CONSUMER}.${randomUUID()}`;
  const calls: [string, (who?: Member) => request.Test][] = [
    ['GET /api/admin/system', (who) => (who ? as(who).get('/api/admin/system') : api.get('/api/admin/system'))],
    ['GET /api/admin/parked-events', (who) => (who ? as(who).get('/api/admin/parked-events') : api.get('/api/admin/parked-events'))],
    ['POST …/retry', (who) => (who ? as(who).post(`/api/admin/parked-events/${someId}/retry`) : api.post(`/api/admin/parked-events/${someId}/retry`))],
    [
      'DELETE …/:id',
      (who) => (who ? as(who).delete(`/api/admin/parked-events/${someId}`) : api.delete(`/api/admin/parked-events/${someId}`)).send({ reason: 'not mine' }),
    ],
  ];

  it.each(calls)('%s: 401 signed out, 403 for a member and a moderator', async (_name, call) => {
    const anon = await call().expect(401);
    expect(anon.body.message).toContain('Unauthorized');
    await call(member).expect(403);
    const mod = await call(moderator).expect(403);
    expect(mod.body.message).toBe('Insufficient Permissions: This page requires super admin privileges. Your current role is moderator.');
  });
});

describe('a service that does not answer', () => {
  it('is shown down; the page still answers', async () => {
    await fleet.stopService('pets');
    const started = Date.now();
    const body = (await as(superAdmin).get('/api/admin/system').expect(200)).body as SystemStatus;
    expect(Date.now() - started).toBeLessThan(5000);
    const pets = body.services.find((s) => s.name === 'svc-pets')!;
    expect(pets).toEqual({ name: 'svc-pets', status: 'down', outbox: null, consumers: [], parkedEvents: null, problems: [expect.stringMatching(/^No answer/)] });
    expect(body.services.filter((s) => s.name !== 'svc-pets').every((s) => s.status === 'up')).toBe(true);
    const list = await listParked();
    expect(list.unavailableServices).toEqual(['svc-pets']);
  }, 30_000);
});
