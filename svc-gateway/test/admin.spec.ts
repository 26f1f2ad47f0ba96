// The gateway's side of the admin portal: the authorization matrix of every admin route (401/403 with
// the denial texts, decided at the edge from svc-admin's role check), the configured super admin's
// login granting roles, and the flows that cross services (a broadcast reaching every member through
// svc-notifications, an import creating listings in svc-directory). svc-admin's own rules (read model,
// members, admin users, reports, place search) are tested in svc-admin/test.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
const people: Record<'user' | AdminRole, Member> = {} as never;
let superCookie: string;

const as = (who: keyof typeof people | 'anonymous', req: request.Test) =>
  who === 'anonymous' ? req : req.set('Cookie', who === 'super_admin' ? superCookie : people[who].cookie);

beforeAll(async () => {
  config = await isolatedConfig({ rpcTimeoutMs: 4000 });
  // No Google Places key: place search answers from the demo catalogue (svc-admin/test fakes Google).
  fleet = await ServiceFleet.start(config, ['admin', 'directory', 'notifications', 'pets'], { GOOGLE_PLACES_API_KEY: '' });
  process.env.ADMIN_USERNAME = 'root_admin';
  process.env.ADMIN_PASSWORD = 'root-admin-pass';
  gateway = await createGateway({ config });
  api = request(gateway.app.getHttpServer());
  const login = await waitFor(async () => {
    const r = await api.post('/api/admin/login').send({ username: 'root_admin', password: 'root-admin-pass' });
    return r.status === 200 ? r : undefined;
  }, 10_000, 'the configured super admin');
  superCookie = ([] as string[]).concat(login.headers['set-cookie'])[0].split(';')[0];
  people.user = await signUp(api, 'adm_user');
  for (const role of ['content_manager', 'moderator', 'super_admin'] as const) {
    people[role] = await signUp(api, `adm_${role}`);
    await waitFor(async () => {
      const r = await as('super_admin', api.post('/api/admin/admin-users')).send({ userId: people[role].user.id, role });
      return r.status === 201 || undefined;
    }, 10_000, `granting ${role}`);
  }
}, 120_000);

afterAll(async () => {
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

type Who = 'anonymous' | 'user' | AdminRole;
const LEVEL: Record<Who, number> = { anonymous: -1, user: 0, content_manager: 1, moderator: 2, super_admin: 3 };
const REQUIRED: Record<AdminRole, number> = { content_manager: 1, moderator: 2, super_admin: 3 };

/** Every admin route: what it needs and a request that succeeds for anyone allowed. */
const MATRIX: { name: string; needs: AdminRole; send: (who: Who) => request.Test; ok: number }[] = [
  { name: 'GET dashboard', needs: 'content_manager', send: (w) => as(w, api.get('/api/admin/analytics/dashboard')), ok: 200 },
  { name: 'GET businesses', needs: 'content_manager', send: (w) => as(w, api.get('/api/admin/businesses')), ok: 200 },
  { name: 'PATCH premium (unknown business)', needs: 'content_manager', send: (w) => as(w, api.patch(`/api/admin/businesses/${randomUUID()}/premium`)).send({ isPremium: 1 }), ok: 404 },
  { name: 'GET users', needs: 'content_manager', send: (w) => as(w, api.get('/api/admin/users')), ok: 200 },
  { name: 'GET pending pets', needs: 'moderator', send: (w) => as(w, api.get('/api/admin/lost-found/pending')), ok: 200 },
  { name: 'PATCH approve (unknown post)', needs: 'moderator', send: (w) => as(w, api.patch(`/api/admin/lost-found/${randomUUID()}/approve`)).send({ approvalStatus: 'approved' }), ok: 404 },
  { name: 'GET reported content', needs: 'moderator', send: (w) => as(w, api.get('/api/admin/reported-content')), ok: 200 },
  { name: 'GET appointments', needs: 'content_manager', send: (w) => as(w, api.get('/api/admin/appointments')), ok: 200 },
  { name: 'POST bulk notification', needs: 'content_manager', send: (w) => as(w, api.post('/api/admin/notifications/bulk')).send({ title: 'Matrix', message: 'Hello all' }), ok: 201 },
  { name: 'GET settings', needs: 'content_manager', send: (w) => as(w, api.get('/api/admin/settings/categories')), ok: 200 },
  { name: 'GET admin users', needs: 'super_admin', send: (w) => as(w, api.get('/api/admin/admin-users')), ok: 200 },
  { name: 'POST admin user (bad payload)', needs: 'super_admin', send: (w) => as(w, api.post('/api/admin/admin-users')).send({}), ok: 400 },
  { name: 'DELETE admin user (unknown)', needs: 'super_admin', send: (w) => as(w, api.delete(`/api/admin/admin-users/${randomUUID()}`)), ok: 404 },
  { name: 'POST search places', needs: 'content_manager', send: (w) => as(w, api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'FL', category: 'veterinarian', limit: 3 }), ok: 200 },
  { name: 'POST import (empty)', needs: 'content_manager', send: (w) => as(w, api.post('/api/admin/import-businesses')).send({ businesses: [] }), ok: 400 },
];
const WHO: Who[] = ['anonymous', 'user', 'content_manager', 'moderator', 'super_admin'];
const cases = MATRIX.flatMap((route) =>
  WHO.map((who) => {
    const expected = who === 'anonymous' ? 401 : LEVEL[who] >= REQUIRED[route.needs] ? route.ok : 403;
    return [route.name, who, expected, route] as const;
  }),
);

describe('authorization matrix', () => {
  it.each(cases)('%s as %s → %i', async (_name, who, expected, route) => {
    const res = await route.send(who);
    expect(res.status).toBe(expected);
    expect(typeof res.body.message === 'string' || res.status < 300).toBe(true);
    if (expected === 403 && who === 'user') expect(res.body.message).toMatch(/^Access Denied/);
    if (expected === 403 && who !== 'user') {
      expect(res.body.message).toBe(
        `Insufficient Permissions: This page requires ${route.needs.replace(/_/g, ' ')} privileges. Your current role is ${who.replace(/_/g, ' ')}.`,
      );
    }
  });
});

describe('the configured super admin', () => {
  it('signs in, sees every admin it granted, and cannot remove its own access', async () => {
    const admins = (await as('super_admin', api.get('/api/admin/admin-users')).expect(200)).body;
    const mine = admins.find((a: { username: string }) => a.username === 'root_admin');
    expect(mine).toMatchObject({ role: 'super_admin' });
    const self = await as('super_admin', api.delete(`/api/admin/admin-users/${mine.id}`)).expect(403);
    expect(self.body.message).toBe('You cannot remove your own admin access');
    const moderator = admins.find((a: { userId: string }) => a.userId === people.moderator.user.id);
    expect(moderator).toMatchObject({ role: 'moderator', email: people.moderator.user.email, createdAt: expect.any(String) });
    const dup = await as('super_admin', api.post('/api/admin/admin-users')).send({ userId: people.moderator.user.id, role: 'moderator' }).expect(409);
    expect(dup.body.message).toBe('This user is already an admin');
  });
});

describe('bulk notification', () => {
  it('validates at the edge and reaches every member through svc-notifications', async () => {
    const empty = await as('content_manager', api.post('/api/admin/notifications/bulk')).send({ title: ' ', message: 'x' }).expect(400);
    expect(empty.body.message).toBe('Please fill in all fields');
    await as('content_manager', api.post('/api/admin/notifications/bulk')).send({ title: 'Adoption day', message: 'Saturday at the park' }).expect(201);
    for (const m of [people.user, people.moderator]) {
      await waitFor(async () => {
        const list = (await api.get('/api/notifications').set('Cookie', m.cookie)).body;
        return list.some((n: { title: string }) => n.title === 'Adoption day');
      }, 10_000, 'the broadcast');
    }
  });
});

describe('reported content', () => {
  it('lets a member report once (201, then 409) and shows it to moderators', async () => {
    const owner = await signUp(api, 'adm_reported_owner', { accountType: 'business_owner' });
    const business = (await api.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Reported Paws', category: 'groomer' }).expect(201)).body;
    const contentId = (await as('user', api.post('/api/reviews')).send({ businessId: business.id, rating: 1, comment: 'Spam link' }).expect(201)).body.id;
    await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: 'Spam link' }).expect(201);
    await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: 'Spam link' }).expect(409);
    const bad = await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: '' }).expect(400);
    expect(bad.body.message).toBe('Please tell us what is wrong');
    await api.post('/api/reports').send({ contentType: 'review', contentId, reason: 'Spam link' }).expect(401);
    const list = (await as('moderator', api.get('/api/admin/reported-content')).expect(200)).body;
    expect(list).toContainEqual({
      id: expect.any(String),
      contentType: 'review',
      contentId,
      reason: 'Spam link',
      status: 'pending',
      createdAt: expect.any(String),
      content: { title: '1-star review of Reported Paws: “Spam link”', link: `/business/${business.id}` },
    });
  });

  it('answers 404 for a report about content that does not exist or that the reporter cannot see, listing nothing new', async () => {
    const before = (await as('moderator', api.get('/api/admin/reported-content')).expect(200)).body.length;
    for (const contentType of ['business', 'review', 'lost_found_pet']) {
      const res = await as('user', api.post('/api/reports')).send({ contentType, contentId: randomUUID(), reason: 'Spam link' }).expect(404);
      expect(res.body).toEqual({ message: 'The content you are reporting was not found' });
    }
    expect((await as('moderator', api.get('/api/admin/reported-content')).expect(200)).body).toHaveLength(before);
  });
});

describe('place search and import across svc-admin and svc-directory', () => {
  it('imports selected places once, reporting duplicates, and says the places came from the demo catalogue', async () => {
    const found = (await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'fl', category: 'veterinarian', limit: 3 }).expect(200)).body;
    expect(found).toHaveLength(3);
    expect(found.every((p: { googlePlaceId: string; state: string }) => p.googlePlaceId.startsWith('demo-') && p.state === 'FL')).toBe(true);
    const names = found.map((p: { name: string }) => p.name);
    const first = await as('content_manager', api.post('/api/admin/import-businesses')).send({ businesses: found }).expect(200);
    expect(first.body.imported.map((b: { name: string }) => b.name)).toEqual(names);
    expect(first.body.duplicates).toEqual([]);
    expect(first.body.message).toMatch(/demo catalogue/);
    const again = await as('content_manager', api.post('/api/admin/import-businesses')).send({ businesses: found }).expect(200);
    expect(again.body.imported).toEqual([]);
    expect(again.body.duplicates.map((b: { name: string }) => b.name)).toEqual(names);
    const listed = (await api.get('/api/businesses?city=Miami').expect(200)).body.map((b: { name: string }) => b.name);
    expect(listed).toEqual(expect.arrayContaining(names));
  });
});
