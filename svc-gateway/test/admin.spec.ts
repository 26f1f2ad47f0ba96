import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { EVENTS, type AdminRole } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, freePort, isolatedConfig, publishEvent, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
let google: Server;
let googleRequests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
const people: Record<'user' | AdminRole, Member> = {} as never;
let superCookie: string;

/** A local stand-in for places.googleapis.com speaking the Places API (New) wire format. */
function startFakeGoogle(port: number): Server {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      googleRequests.push({ body, headers: req.headers });
      res.setHeader('Content-Type', 'application/json');
      if (req.url !== '/v1/places:searchText' || req.method !== 'POST') return void res.writeHead(404).end('{}');
      if (String(body.textQuery).includes('Throttleville')) {
        return void res.writeHead(429).end(JSON.stringify({ error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }));
      }
      if (String(body.textQuery).includes('Brokenburg')) {
        return void res.writeHead(500).end(JSON.stringify({ error: { code: 500, message: 'Internal error', status: 'INTERNAL' } }));
      }
      const page = Number(body.pageToken ?? 0);
      const places = Array.from({ length: body.pageSize as number }, (_, i) => {
        const n = page * 20 + i;
        return {
          id: `ChIJ-test-${n}`,
          displayName: { text: `Test Vet ${n}`, languageCode: 'en' },
          formattedAddress: `${n} Ocean Dr, Miami, FL 33139, USA`,
          addressComponents: [
            { longText: 'Miami', shortText: 'Miami', types: ['locality', 'political'] },
            { longText: 'Florida', shortText: 'FL', types: ['administrative_area_level_1', 'political'] },
          ],
          nationalPhoneNumber: '(305) 555-0100',
          rating: 4.5,
          location: { latitude: 25.77, longitude: -80.13 },
        };
      });
      res.end(JSON.stringify({ places, ...(page < 2 ? { nextPageToken: String(page + 1) } : {}) }));
    });
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const as = (who: keyof typeof people | 'anonymous', req: request.Test) =>
  who === 'anonymous' ? req : req.set('Cookie', who === 'super_admin' ? superCookie : people[who].cookie);

beforeAll(async () => {
  const googlePort = await freePort();
  google = startFakeGoogle(googlePort);
  config = await isolatedConfig({ rpcTimeoutMs: 4000 });
  fleet = await ServiceFleet.start(config, ['admin', 'directory', 'notifications', 'pets'], {
    GOOGLE_PLACES_API_KEY: 'test-key',
    GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${googlePort}`,
  });
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
  google?.close();
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

describe('analytics read model', () => {
  it('counts a scripted burst of events exactly', async () => {
    const before = (await as('super_admin', api.get('/api/admin/analytics/dashboard')).expect(200)).body;
    const owner = randomUUID();
    const businesses = Array.from({ length: 6 }, (_, i) => ({
      businessId: randomUUID(),
      ownerId: owner,
      name: `Burst Biz ${i}`,
      category: (['groomer', 'park', 'veterinarian'] as const)[i % 3],
      city: 'Austin',
      priceRange: 'moderate' as const,
      isPremium: (i < 2 ? 1 : 0) as 0 | 1,
    }));
    for (const b of businesses) await publishEvent(fleet.nc, config, EVENTS.businessCreated, b);
    // An update replayed twice and an older update arriving late must not double-count or regress.
    const upgraded = { ...businesses[5], isPremium: 1 as const };
    const update = await publishEvent(fleet.nc, config, EVENTS.businessUpdated, upgraded);
    await publishEvent(fleet.nc, config, EVENTS.businessUpdated, upgraded, { id: update.id });
    const posts = Array.from({ length: 5 }, () => ({ postId: randomUUID(), userId: owner, type: 'lost' as const, petName: 'Burst', species: 'dog' }));
    for (const p of posts) await publishEvent(fleet.nc, config, EVENTS.petPostCreated, p);
    await publishEvent(fleet.nc, config, EVENTS.petPostModerated, { ...posts[0], approvalStatus: 'approved' });
    await publishEvent(fleet.nc, config, EVENTS.petPostModerated, { ...posts[1], approvalStatus: 'approved' });
    await publishEvent(fleet.nc, config, EVENTS.petPostResolved, { ...posts[1] });
    for (let i = 0; i < 4; i++) {
      await publishEvent(fleet.nc, config, EVENTS.appointmentRequested, {
        appointmentId: randomUUID(), businessId: businesses[2].businessId, businessName: 'Burst Biz 2', ownerId: owner,
        userId: randomUUID(), appointmentDate: new Date().toISOString(), petName: null,
      });
    }
    const after = await waitFor(async () => {
      const body = (await as('super_admin', api.get('/api/admin/analytics/dashboard'))).body;
      return body.totalAppointments === before.totalAppointments + 4 && body.totalBusinesses === before.totalBusinesses + 6 ? body : undefined;
    }, 10_000, 'the burst to be projected');
    await new Promise((r) => setTimeout(r, 500));
    const settled = (await as('super_admin', api.get('/api/admin/analytics/dashboard')).expect(200)).body;
    expect(settled).toMatchObject({
      totalBusinesses: before.totalBusinesses + 6,
      premiumBusinesses: before.premiumBusinesses + 3,
      activePets: before.activePets + 1,
      pendingContentApproval: before.pendingContentApproval + 3,
      totalAppointments: before.totalAppointments + 4,
      totalUsers: after.totalUsers,
    });
    const count = (c: string, body: typeof settled) => body.categoryDistribution.find((d: { category: string }) => d.category === c).count;
    expect(count('park', settled) - count('park', before)).toBe(2);
    expect(settled.recentActivity).toHaveLength(5);
    expect(settled.recentActivity[0]).toEqual({ id: expect.any(String), description: expect.any(String), timestamp: expect.any(String) });
  });

  it('lists members with counts and badges', async () => {
    const users = (await as('super_admin', api.get('/api/admin/users')).expect(200)).body;
    const member = users.find((u: { username: string }) => u.username === people.user.user.username);
    expect(member).toEqual({
      id: people.user.user.id,
      email: people.user.user.email,
      username: people.user.user.username,
      profilePicture: null,
      reviewsCount: 0,
      petsFoundCount: 0,
      badges: [],
    });
  });
});

describe('admin users', () => {
  it('refuses removing yourself and the last super admin, and removes others', async () => {
    const admins = (await as('super_admin', api.get('/api/admin/admin-users')).expect(200)).body;
    const mine = admins.find((a: { username: string }) => a.username === 'root_admin');
    const self = await as('super_admin', api.delete(`/api/admin/admin-users/${mine.id}`)).expect(403);
    expect(self.body.message).toBe('You cannot remove your own admin access');
    const moderator = admins.find((a: { userId: string }) => a.userId === people.moderator.user.id);
    expect(moderator).toMatchObject({ role: 'moderator', email: people.moderator.user.email, createdAt: expect.any(String) });
    const dup = await as('super_admin', api.post('/api/admin/admin-users')).send({ userId: people.moderator.user.id, role: 'moderator' }).expect(409);
    expect(dup.body.message).toBe('This user is already an admin');
    const bad = await as('super_admin', api.post('/api/admin/admin-users')).send({ userId: people.user.user.id }).expect(400);
    expect(bad.body.message).toBe('Please select a user and role');
  });
});

describe('bulk notification', () => {
  it('validates and reaches every member', async () => {
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
  it('lets a member report once and shows it to moderators', async () => {
    const contentId = randomUUID();
    await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: 'Spam link' }).expect(201);
    await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: 'Spam link' }).expect(409);
    const bad = await as('user', api.post('/api/reports')).send({ contentType: 'review', contentId, reason: '' }).expect(400);
    expect(bad.body.message).toBe('Please tell us what is wrong');
    const list = (await as('moderator', api.get('/api/admin/reported-content')).expect(200)).body;
    expect(list).toContainEqual({ id: expect.any(String), contentType: 'review', reason: 'Spam link', status: 'pending', createdAt: expect.any(String) });
  });
});

describe('place search and import', () => {
  beforeEach(() => {
    googleRequests = [];
  });

  it('pages through Google Places to the requested limit', async () => {
    const res = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'fl', category: 'veterinarian', limit: 45 }).expect(200);
    expect(res.body).toHaveLength(45);
    expect(res.body[44]).toEqual({
      googlePlaceId: 'ChIJ-test-44', name: 'Test Vet 44', category: 'veterinarian', city: 'Miami', state: 'FL',
      phone: '(305) 555-0100', rating: 4.5, address: '44 Ocean Dr', websiteUrl: null, latitude: 25.77, longitude: -80.13,
    });
    expect(googleRequests.map((r) => r.body.pageSize)).toEqual([20, 20, 5]);
    expect(googleRequests[0].body.textQuery).toBe('veterinarian in Miami, FL');
    expect(googleRequests[0].headers['x-goog-api-key']).toBe('test-key');
    expect(googleRequests[0].headers['x-goog-fieldmask']).toContain('places.displayName');
  });

  it('validates the search form on the server', async () => {
    const noCity = await as('content_manager', api.post('/api/admin/search-places')).send({ city: '', state: 'FL' }).expect(400);
    expect(noCity.body.message).toBe('City is required');
    const badState = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'Florida' }).expect(400);
    expect(badState.body.message).toBe('State must be a 2-letter code');
    const tooMany = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'FL', limit: 61 }).expect(400);
    expect(tooMany.body.message).toBe('Results limit must be between 1 and 60');
    const fallback = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'FL', category: 'park', limit: 'lots' }).expect(200);
    expect(fallback.body).toHaveLength(20);
  });

  it('passes on Google’s rate limit and failures as readable errors', async () => {
    const limited = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Throttleville', state: 'TX' }).expect(429);
    expect(limited.body.message).toMatch(/rate limit/);
    const broken = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Brokenburg', state: 'TX', category: 'groomer' }).expect(503);
    expect(broken.body.message).toMatch(/Google Places failed/);
  });

  it('imports selected places once, reporting duplicates', async () => {
    const found = (await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Miami', state: 'FL', category: 'veterinarian', limit: 3 }).expect(200)).body;
    const first = await as('content_manager', api.post('/api/admin/import-businesses')).send({ businesses: found }).expect(200);
    expect(first.body.imported.map((b: { name: string }) => b.name)).toEqual(['Test Vet 0', 'Test Vet 1', 'Test Vet 2']);
    expect(first.body.duplicates).toEqual([]);
    expect(typeof first.body.message).toBe('string');
    const again = await as('content_manager', api.post('/api/admin/import-businesses')).send({ businesses: found }).expect(200);
    expect(again.body.imported).toEqual([]);
    expect(again.body.duplicates.map((b: { name: string }) => b.name)).toEqual(['Test Vet 0', 'Test Vet 1', 'Test Vet 2']);
  });

  it('answers from the demo catalogue, and says so, when no API key is set', async () => {
    await fleet.stopService('admin');
    await fleet.startService('admin', { GOOGLE_PLACES_API_KEY: '' });
    const res = await as('content_manager', api.post('/api/admin/search-places')).send({ city: 'Boise', state: 'ID', category: 'all', limit: 8 }).expect(200);
    expect(res.body).toHaveLength(8);
    expect(new Set(res.body.map((p: { category: string }) => p.category))).toEqual(new Set(['groomer', 'pet_store', 'park', 'veterinarian']));
    expect(res.body.every((p: { googlePlaceId: string }) => p.googlePlaceId.startsWith('demo-'))).toBe(true);
    expect(googleRequests).toEqual([]);
    const imported = await as('content_manager', api.post('/api/admin/import-businesses')).send({ businesses: res.body.slice(0, 1) }).expect(200);
    expect(imported.body.message).toMatch(/demo catalogue/);
  });
});
