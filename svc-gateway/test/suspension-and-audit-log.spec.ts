// Suspension: moderators and super admins suspend a member with a reason (and
// maybe an end); svc-admin decides and records, and on identity.user_suspended the gateway ends every
// session of the member and closes their live streams, sign-in answers a readable 403, and svc-pets and
// svc-directory hide their posts, sightings, reviews and businesses until they are reinstated or the
// end passes. Audit log: every admin action is one row (actor, action, target, reason, time), listed
// newest first and paged by cursor for super admins only.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suspendedAccountMessage, type AuditAction, type AuditLogEntry, type AuditLogPage } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, uploadPetPhoto, type Member } from './support';

const PASSWORD = 'walnut-harbor-42';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let port: number;
let api: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let superAdmin: Member;
let moderator: Member;
let contentManager: Member;
/** The member suspended and reinstated, with a post, a sighting, a review and a business. */
let sam: Member;
/** Another member, whose post and business Sam's sighting and review are about. */
let nina: Member;
/** Sam's approved post (approved by the moderator: an audit row). */
let samPost = '';
const saved: Record<string, string | undefined> = {};

const as = (m: Member) => ({
  get: (path: string) => api.get(path).set('Cookie', m.cookie),
  post: (path: string) => api.post(path).set('Cookie', m.cookie),
  patch: (path: string) => api.patch(path).set('Cookie', m.cookie),
  delete: (path: string) => api.delete(path).set('Cookie', m.cookie),
});

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))!
    .split(';')[0];
const login = (m: Member) => api.post('/api/login/local').send({ emailOrUsername: m.user.username, password: PASSWORD });

beforeAll(async () => {
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  for (const [k, v] of Object.entries({ OBJECTS_DIR: objectsDir, ADMIN_USERNAME: 'root_admin', ADMIN_PASSWORD: 'root-admin-pass' })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig({ rpcTimeoutMs: 6000 });
  fleet = await ServiceFleet.start(config, ['admin', 'directory', 'pets'], { GOOGLE_PLACES_API_KEY: '' });
  gateway = await createGateway({ config });
  const server: http.Server = gateway.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  api = request(server);
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  const root = await waitFor(async () => {
    const r = await api.post('/api/admin/login').send({ username: 'root_admin', password: 'root-admin-pass' });
    return r.status === 200 ? r : undefined;
  }, 15_000, 'the configured super admin');
  superAdmin = { user: root.body, cookie: cookieOf(root) };
  [moderator, contentManager, sam, nina] = await Promise.all([
    signUp(api, 'sus_mod'),
    signUp(api, 'sus_cm'),
    signUp(api, 'sus_sam', { firstName: 'Sam' }),
    signUp(api, 'sus_nina', { firstName: 'Nina' }),
  ]);
  await waitFor(async () => (await as(superAdmin).post('/api/admin/admin-users').send({ userId: moderator.user.id, role: 'moderator' })).status === 201, 15_000, 'granting moderator');
  await waitFor(
    async () => (await as(superAdmin).post('/api/admin/admin-users').send({ userId: contentManager.user.id, role: 'content_manager' })).status === 201,
    15_000,
    'granting content manager',
  );
}, 180_000);

afterAll(async () => {
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

/** The whole audit log, page by page (`limit` a page), checking the pages follow each other newest first. */
async function wholeAuditLog(limit = 3): Promise<AuditLogEntry[]> {
  const entries: AuditLogEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditLogPage = (await as(superAdmin).get(`/api/admin/audit-log?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body;
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  const times = entries.map((e) => Date.parse(e.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return entries;
}

/** The audit rows of one action on one target, once at least one is there. */
const auditRowsOf = (action: AuditAction, targetId: string | null) =>
  waitFor(async () => {
    const rows = (await wholeAuditLog(50)).filter((e) => e.action === action && e.targetId === targetId);
    return rows.length ? rows : undefined;
  }, 15_000, `the audit row of ${action}`);

interface LiveStream {
  closesWithin(ms: number): Promise<boolean>;
  destroy(): void;
}

/** Opens /api/notifications/stream with the cookie and resolves once it says connected. */
function openStream(cookie: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { Cookie: cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let text = '';
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) {
          resolve({
            closesWithin: (ms) => Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
            destroy: () => req.destroy(),
          });
        }
      });
    });
    req.on('error', reject);
  });
}

async function approvedPost(poster: Member, type: 'lost' | 'found'): Promise<string> {
  const photoUrl = await uploadPetPhoto(api, poster);
  const post = await as(poster)
    .post('/api/lost-found-pets')
    .send({ type, petName: `${poster.user.firstName}'s pet`, breed: 'Beagle', description: 'Small and shy', lastSeenLocation: 'Austin, TX', lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0100' })
    .expect(201);
  await as(moderator).patch(`/api/admin/lost-found/${post.body.id}/approve`).send({ approvalStatus: 'approved' }).expect(200);
  return post.body.id;
}

describe('the audit log', () => {
  it('is for super admins only (401 signed out, 403 for members and lower admins)', async () => {
    await api.get('/api/admin/audit-log').expect(401);
    expect((await as(nina).get('/api/admin/audit-log').expect(403)).body.message).toMatch(/^Access Denied/);
    for (const [admin, role] of [
      [moderator, 'moderator'],
      [contentManager, 'content manager'],
    ] as const) {
      const denied = await as(admin).get('/api/admin/audit-log').expect(403);
      expect(denied.body.message).toBe(`Insufficient Permissions: This page requires super admin privileges. Your current role is ${role}.`);
    }
    const page = (await as(superAdmin).get('/api/admin/audit-log').expect(200)).body;
    expect(page).toEqual({ entries: expect.any(Array), nextCursor: null });
  });

  it('pages newest first by cursor, and refuses a cursor or limit it did not make with a readable 400', async () => {
    // The two grants of beforeAll are there, the newest first.
    const [first, second] = await wholeAuditLog(1);
    expect([first.action, second.action]).toEqual(['admin_role_granted', 'admin_role_granted']);
    expect(first).toMatchObject({ targetType: 'user', targetId: contentManager.user.id, actorId: superAdmin.user.id, actorEmail: superAdmin.user.email, details: { role: 'content_manager' } });
    expect(second).toMatchObject({ targetId: moderator.user.id, details: { role: 'moderator' } });
    const page1 = (await as(superAdmin).get('/api/admin/audit-log?limit=1').expect(200)).body as AuditLogPage;
    expect(page1.entries).toEqual([first]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await as(superAdmin).get(`/api/admin/audit-log?limit=1&cursor=${page1.nextCursor}`).expect(200)).body as AuditLogPage;
    expect(page2.entries).toEqual([second]);
    expect((await as(superAdmin).get('/api/admin/audit-log?cursor=not-ours').expect(400)).body.message).toBe('This page link is not valid; start again from the first page');
    expect((await as(superAdmin).get('/api/admin/audit-log?limit=0').expect(400)).body.message).toBe('Limit must be a whole number from 1 to 100');
    expect((await as(superAdmin).get('/api/admin/audit-log?limit=abc').expect(400)).body.message).toBe('Limit must be a whole number from 1 to 100');
  });
});

describe('suspending a member', () => {
  let samBusiness = '';
  let samReview = '';
  let samSighting = '';
  let ninaPost = '';
  let ninaBusiness = '';
  let samLaptop = '';
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString();

  it('needs a moderator, a reason and a future end; never yourself, never a super admin; a refusal stores nothing', async () => {
    const path = `/api/admin/users/${sam.user.id}/suspend`;
    const denied = await as(contentManager).post(path).send({ reason: 'Spam' }).expect(403);
    expect(denied.body.message).toBe('Insufficient Permissions: This page requires moderator privileges. Your current role is content manager.');
    await as(nina).post(path).send({ reason: 'Spam' }).expect(403);
    expect((await as(moderator).post(path).send({}).expect(400)).body.message).toBe('Please give a reason for the suspension');
    expect((await as(moderator).post(path).send({ reason: '   ' }).expect(400)).body.message).toBe('Please give a reason for the suspension');
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await as(moderator).post(path).send({ reason: 'Spam', until: past }).expect(400)).body.message).toBe('Until must be in the future');
    expect((await as(moderator).post(path).send({ reason: 'Spam', until: 'next week' }).expect(400)).body.message).toBe(
      'Until must be a date and time, like 2030-01-31T18:00:00Z',
    );
    const self = await as(moderator).post(`/api/admin/users/${moderator.user.id}/suspend`).send({ reason: 'Testing' }).expect(403);
    expect(self.body.message).toBe('You cannot suspend or reinstate yourself');
    const root = await as(moderator).post(`/api/admin/users/${superAdmin.user.id}/suspend`).send({ reason: 'Testing' }).expect(403);
    expect(root.body.message).toBe('A super admin cannot be suspended');
    expect((await as(moderator).post('/api/admin/users/6b0e9a52-56d0-4cf2-a7a4-8f4b9fdc1f0e/suspend').send({ reason: 'Spam' }).expect(404)).body.message).toBe(
      'Member not found',
    );
    await as(moderator).post('/api/admin/users/not-a-uuid/suspend').send({ reason: 'Spam' }).expect(404);
    // Nothing happened: Sam is signed in, and no suspension was recorded.
    await as(sam).get('/api/auth/user').expect(200);
    expect((await wholeAuditLog(50)).filter((e) => e.action === 'user_suspended')).toEqual([]);
    expect((await adminDb.query('SELECT count(*)::int AS n FROM suspensions')).rows[0].n).toBe(0);
  });

  it('ends every session and live stream at once, refuses sign-in with a readable 403, and hides the public content', async () => {
    ninaPost = await approvedPost(nina, 'found');
    ninaBusiness = (await as(nina).post('/api/businesses').send({ name: 'Riverside Vet', category: 'veterinarian', city: 'Austin', state: 'TX' }).expect(201)).body.id;
    samPost = await approvedPost(sam, 'lost');
    samBusiness = (await as(sam).post('/api/businesses').send({ name: 'Sams Grooming Spa', category: 'groomer', city: 'Austin', state: 'TX' }).expect(201)).body.id;
    samReview = (await as(sam).post('/api/reviews').send({ businessId: ninaBusiness, rating: 5, comment: 'Lovely staff' }).expect(201)).body.id;
    samSighting = (await as(sam).post(`/api/lost-found-pets/${ninaPost}/sightings`).send({ seenAt: new Date(Date.now() - 3_600_000).toISOString(), location: 'By the lake' }).expect(201)).body.id;
    samLaptop = cookieOf(await login(sam).expect(200));
    const stream = await openStream(sam.cookie);

    const suspended = await as(moderator).post(`/api/admin/users/${sam.user.id}/suspend`).send({ reason: 'Scam posts asking for deposits', until }).expect(200);
    expect(suspended.body).toEqual({ userId: sam.user.id, reason: 'Scam posts asking for deposits', until, suspendedAt: expect.any(String) });

    // Both sessions end and the open stream closes within seconds.
    await expect(stream.closesWithin(10_000)).resolves.toBe(true);
    for (const cookie of [sam.cookie, samLaptop]) await api.get('/api/auth/user').set('Cookie', cookie).expect(401);
    const refused = await login(sam).expect(403);
    expect(refused.body.message).toBe(suspendedAccountMessage(until));
    expect(refused.body.message).toMatch(/^This account is suspended until .+ UTC\.$/);
    expect(([] as string[]).concat(refused.headers['set-cookie'] ?? []).filter((c) => c.startsWith('pawpals.sid='))).toEqual([]);
    const adminRefused = await api.post('/api/admin/login').send({ username: sam.user.username, password: PASSWORD }).expect(403);
    expect(adminRefused.body.message).toBe(suspendedAccountMessage(until));

    // The public no longer sees Sam's post, business, review or sighting; others' content stays.
    await waitFor(async () => (await api.get(`/api/lost-found-pets/${samPost}`)).status === 404, 15_000, "Sam's post hidden");
    await waitFor(async () => (await api.get(`/api/businesses/${samBusiness}`)).status === 404, 15_000, "Sam's business hidden");
    const board = (await api.get('/api/lost-found-pets').expect(200)).body.map((p: { id: string }) => p.id);
    expect(board).toContain(ninaPost);
    expect(board).not.toContain(samPost);
    const found = (await api.get('/api/businesses?city=Austin').expect(200)).body.map((b: { id: string }) => b.id);
    expect(found).toContain(ninaBusiness);
    expect(found).not.toContain(samBusiness);
    expect((await api.get(`/api/reviews/${ninaBusiness}`).expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(samReview);
    expect((await api.get(`/api/lost-found-pets/${ninaPost}/sightings`).expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(samSighting);
    // Admins still open it (to review the case).
    await as(moderator).get(`/api/lost-found-pets/${samPost}`).expect(200);

    const member = (await as(contentManager).get('/api/admin/users').expect(200)).body.find((m: { id: string }) => m.id === sam.user.id);
    expect(member.suspension).toEqual({ userId: sam.user.id, reason: 'Scam posts asking for deposits', until, suspendedAt: expect.any(String) });
    const [row] = await auditRowsOf('user_suspended', sam.user.id);
    expect(row).toMatchObject({
      actorId: moderator.user.id,
      actorEmail: moderator.user.email,
      targetType: 'user',
      reason: 'Scam posts asking for deposits',
      details: { until },
    });
  });

  it('reinstating lets them sign in and shows their content again; reinstating again is a 409', async () => {
    await as(moderator).post(`/api/admin/users/${sam.user.id}/reinstate`).expect(200, { message: 'Member reinstated' });
    const signedIn = await waitFor(async () => {
      const r = await login(sam);
      return r.status === 200 ? r : undefined;
    }, 15_000, 'Sam signing in again');
    sam = { user: sam.user, cookie: cookieOf(signedIn) };
    await waitFor(async () => (await api.get(`/api/lost-found-pets/${samPost}`)).status === 200, 15_000, "Sam's post back");
    await api.get(`/api/businesses/${samBusiness}`).expect(200);
    expect((await api.get('/api/lost-found-pets').expect(200)).body.map((p: { id: string }) => p.id)).toContain(samPost);
    expect((await api.get(`/api/reviews/${ninaBusiness}`).expect(200)).body.map((r: { id: string }) => r.id)).toContain(samReview);
    expect((await api.get(`/api/lost-found-pets/${ninaPost}/sightings`).expect(200)).body.map((s: { id: string }) => s.id)).toContain(samSighting);
    const again = await as(moderator).post(`/api/admin/users/${sam.user.id}/reinstate`).expect(409);
    expect(again.body.message).toBe('This member is not suspended');
    expect((await as(contentManager).get('/api/admin/users').expect(200)).body.find((m: { id: string }) => m.id === sam.user.id).suspension).toBeNull();
    const rows = await auditRowsOf('user_reinstated', sam.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: moderator.user.id, targetType: 'user', reason: null });
  });

  it('a suspension with an end ends by itself then', async () => {
    const ends = new Date(Date.now() + 5000).toISOString();
    await as(superAdmin).post(`/api/admin/users/${nina.user.id}/suspend`).send({ reason: 'Cooling off', until: ends }).expect(200);
    await waitFor(async () => (await login(nina)).status === 403, 10_000, "Nina's sign-in refused");
    await waitFor(async () => (await api.get(`/api/lost-found-pets/${ninaPost}`)).status === 404, 10_000, "Nina's post hidden");
    // Nobody reinstates her: once the end passes she signs in and her post is public again.
    await waitFor(async () => (await login(nina)).status === 200, 20_000, 'Nina signing in after the end');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(ends));
    await api.get(`/api/lost-found-pets/${ninaPost}`).expect(200);
  });
});

describe('every admin action is written once', () => {
  it('premium, approve and reject, broadcast, import and admin roles each leave one row with actor, target and time', async () => {
    const business = (await as(contentManager).get('/api/admin/businesses').expect(200)).body.find((b: { name: string }) => b.name === 'Riverside Vet');
    await as(contentManager).patch(`/api/admin/businesses/${business.id}/premium`).send({ isPremium: 1 }).expect(200);
    const photoUrl = await uploadPetPhoto(api, sam);
    const rejected = await as(sam)
      .post('/api/lost-found-pets')
      .send({ type: 'found', petName: null, breed: 'Terrier', description: 'Scruffy', lastSeenLocation: 'Austin, TX', lastSeenDate: '2026-11-21', photoUrl, contactInfo: '(512) 555-0101' })
      .expect(201);
    await as(moderator).patch(`/api/admin/lost-found/${rejected.body.id}/approve`).send({ approvalStatus: 'rejected' }).expect(200);
    const broadcast = await as(contentManager).post('/api/admin/notifications/bulk').send({ title: 'Adoption day', message: 'Saturday at the park' }).expect(201);
    await as(contentManager).post('/api/admin/import-businesses').send({ businesses: [{ name: 'Imported Park', category: 'park', city: 'Austin' }] }).expect(200);
    const grantee = await signUp(api, 'sus_grantee');
    // svc-admin learns of a new member from the sign-up event: grant once it has.
    const granted = await waitFor(async () => {
      const r = await as(superAdmin).post('/api/admin/admin-users').send({ userId: grantee.user.id, role: 'content_manager' });
      return r.status === 201 ? r : undefined;
    }, 15_000, 'granting content_manager');
    await as(superAdmin).delete(`/api/admin/admin-users/${granted.body.id}`).expect(200);

    const expectOne = async (action: AuditAction, targetId: string | null, actor: Member, more: Partial<AuditLogEntry> = {}) => {
      await auditRowsOf(action, targetId);
      const rows = (await wholeAuditLog()).filter((e) => e.action === action && e.targetId === targetId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: actor.user.id, actorEmail: actor.user.email, createdAt: expect.any(String), ...more });
    };
    await expectOne('premium_changed', business.id, contentManager, { targetType: 'business', details: { name: 'Riverside Vet', isPremium: 1 } });
    await expectOne('post_approved', samPost, moderator, { targetType: 'lost_found_pet' });
    await expectOne('post_rejected', rejected.body.id, moderator, { targetType: 'lost_found_pet' });
    await expectOne('broadcast_sent', broadcast.body.broadcastId, contentManager, { targetType: 'broadcast', details: { title: 'Adoption day', message: 'Saturday at the park' } });
    await expectOne('businesses_imported', null, contentManager, { targetType: 'business', details: { imported: ['Imported Park'], duplicates: 0, errors: 0 } });
    await expectOne('admin_role_granted', grantee.user.id, superAdmin, { details: { role: 'content_manager' } });
    await expectOne('admin_role_revoked', grantee.user.id, superAdmin, { details: { role: 'content_manager' } });
    // A refused action records nothing: the same grant twice is a 409 and still one row.
    await as(superAdmin).post('/api/admin/admin-users').send({ userId: moderator.user.id, role: 'moderator' }).expect(409);
    expect((await wholeAuditLog()).filter((e) => e.action === 'admin_role_granted' && e.targetId === moderator.user.id)).toHaveLength(1);
  });
});
