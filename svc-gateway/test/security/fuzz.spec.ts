// Fuzzing every write route with fast-check: malformed, oversized, wrong-type and
// injection payloads (SQL-ish strings, __proto__/constructor keys, huge strings, deep nesting,
// NaN/Infinity, arrays instead of objects, odd unicode) and odd path ids. For every case: never a 5xx,
// errors are JSON with a message, and a refused write stores nothing (the list the record would appear
// in is unchanged). At the end every service is still healthy and nothing was polluted.
//
// Bounded for `npm test`: FUZZ_RUNS cases per route (default 40: 31 properties, ~1 250 cases in all). A longer run:
// `FUZZ_RUNS=1000 node bench/fuzz/run.mjs` (see bench/README.md); FUZZ_SEED replays a failure.
import { databaseUrlFor } from '@pawpals/nest-common';
import { waitFor } from '@pawpals/testing';
import fc from 'fast-check';
import { Client } from 'pg';
import type request from 'supertest';
import { png } from '../image-fixtures';
import { signUp } from '../support';
import { futureDate, petPhoto, startSecurityWorld, uploadImage, validPetPost, type Account, type Http, type SecurityWorld } from './support';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Generous per-route time: each case is a request or three; a long FUZZ_RUNS scales it.
const ROUTE_TIMEOUT = 30_000 + RUNS * 1_500;

let world: SecurityWorld;
let http: Http;
let identityDb: Client;

// ─── payload generators ────────────────────────────────────────────────────────────────────────────

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE businesses; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10) --',
  "') UNION SELECT password_hash FROM users --",
  '$1',
  '%',
  '_',
  '\\',
  '%_%\\',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '/objects/../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x1F',
  '',
  ' ',
  '\t\n\r',
];
const ODD_CHARS = ['\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e', '\ufeff', '\u2028', '\u0301', '💩', '👩‍👩‍👧', 'Ω≈ç√', '中文', 'İ', 'ß', '\u{10ffff}', '\u0008'];
const NUMBERS = [0, -0, 1, -1, 5, 6, 1.5, 0.1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324, 99_999_999_999];
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPremium',
  'avgRating',
  'reviewCount',
  'approvalStatus',
  'status',
  'ownerId',
  'userId',
  'role',
  'isAdmin',
  'adminRole',
  'actor',
  'id',
  '',
  ' ',
  '$where',
  'a'.repeat(300),
];

/** Any code unit sequence, lone surrogates and NUL included. */
const unicode = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
    fc.constantFrom(...ODD_CHARS),
  ),
  maxLength: 40,
});
const huge = fc
  .tuple(fc.integer({ min: 2_000, max: 300_000 }), fc.constantFrom('x', 'é', '💩', "'", '\u0000'))
  .map(([n, c]) => c.repeat(n));
/** Strings that bring the whole body just under (or just over) the 1 MB body limit. */
const nearLimit = fc.integer({ min: 1_046_000, max: 1_049_000 }).map((n) => 'a'.repeat(n));
const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: unicode },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...INJECTIONS), fc.constantFrom(...ODD_CHARS)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: huge },
);
const number = fc.oneof(fc.constantFrom(...NUMBERS), fc.double(), fc.integer());
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** JSON text of an object from entries (so '__proto__' stays an own key, and keys may repeat). */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const RAW = [
  '{',
  '{"a":',
  '}',
  '[',
  '{"rating": NaN}',
  '{"rating": Infinity, "isPremium": -Infinity}',
  '{"rating": 1e999, "latitude": -1e999}',
  '{"__proto__": {"isAdmin": true, "adminRole": "super_admin", "polluted": "yes"}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"a": undefined}',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '\u0000',
  '"\\u0000"',
  '"\\ud800"',
  'null',
  'true',
  '0',
  '-1',
  '"just a string"',
  '[]',
  '[{}]',
  '{"a":1}garbage',
  '\ufeff{}',
];

/** A body for a route whose valid payload is `base`: mostly the valid one with a few fields broken. */
function bodyFor(base: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(base);
  const mutated = fc
    .record({
      changes: fc.array(
        fc.tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(undefined) })),
        { minLength: 1, maxLength: Math.max(1, Math.min(3, fields.length)) },
      ),
      extra: fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 3 }),
    })
    .map(({ changes, extra }) => {
      const entries = new Map<string, unknown>(Object.entries(base));
      for (const [k, v] of changes) {
        if (v === undefined) entries.delete(k);
        else entries.set(k, v);
      }
      return objectText([...entries.entries(), ...extra]);
    });
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 200_000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map(([d, k]) => nested(d, k)) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), nearLimit).map(([k, big]) => objectText([...Object.entries({ ...base, [k]: big })])),
    },
  );
}

/** Path ids: SQL-ish, unicode, traversal, broken percent-encoding, long (under Node's 16 KB header limit, past which Node itself answers 431). */
const segment = fc.oneof(
  fc.constantFrom(...INJECTIONS.filter(Boolean)).map(encodeURIComponent),
  unicode.filter((s) => s.length > 0 && !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))).map(encodeURIComponent),
  fc.constantFrom('%', '%ZZ', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F', 'ABCDEF01-2345-4789-8ABC-DEF012345678', '00000000-0000-0000-0000-000000000000', '1', '-1'),
  fc.integer({ min: 300, max: 8_000 }).map((n) => 'a'.repeat(n)),
);

// ─── the routes ────────────────────────────────────────────────────────────────────────────────────

interface FuzzRoute {
  name: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  /** Path builder: given a fuzzed id (or undefined), the path to hit. */
  path(id?: string): string;
  /** Whether the path has an id segment worth fuzzing. */
  fuzzId?: boolean;
  cookie(): string | undefined;
  base(): Record<string, unknown>;
  /** Where a stored record would show; unchanged after a refused call. */
  list?(): Promise<unknown>;
  /** Extra invariant after every call. */
  after?(res: request.Response, before: unknown): Promise<void>;
}

const fx = {} as {
  owner: Account;
  pet: Account;
  newcomer: Account; // no business yet: the create-business target
  biz: string; // owner's veterinarian business
  appt: string;
  conv: string;
  post: string;
  pendingPost: string;
  notif: string;
  petUpload: string;
  ownerUpload: string;
  photo: string;
  memberId: string;
};

const get = (path: string, cookie?: string) => {
  const req = http.get(path);
  if (cookie) req.set('Cookie', cookie);
  return req.expect(200).then((r) => r.body);
};
const superCookie = () => world.people.super_admin.cookie;

let counter = 0;
const ROUTES: FuzzRoute[] = [
  {
    name: 'POST /api/signup',
    method: 'post',
    path: () => '/api/signup',
    cookie: () => undefined,
    base: () => {
      counter += 1;
      return { firstName: 'Fuzz', lastName: 'Er', username: `fz_${counter}`, email: `fz_${counter}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42' };
    },
    list: async () => (await identityDb.query('SELECT count(*)::int AS n FROM users')).rows[0].n,
  },
  {
    name: 'POST /api/login/local',
    method: 'post',
    path: () => '/api/login/local',
    cookie: () => undefined,
    base: () => ({ emailOrUsername: fx.pet.login, password: 'wrong-password' }),
    list: async () => (await identityDb.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [fx.pet.user.id])).rows[0].n,
  },
  {
    name: 'POST /api/admin/login',
    method: 'post',
    path: () => '/api/admin/login',
    cookie: () => undefined,
    base: () => ({ username: world.people.super_admin.login, password: 'wrong-password' }),
    list: async () => (await identityDb.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [world.people.super_admin.user.id])).rows[0].n,
  },
  { name: 'POST /api/admin/logout', method: 'post', path: () => '/api/admin/logout', cookie: () => undefined, base: () => ({}) },
  { name: 'POST /api/auth/logout-all', method: 'post', path: () => '/api/auth/logout-all', cookie: () => undefined, base: () => ({}) },
  { name: 'POST /api/objects/upload', method: 'post', path: () => '/api/objects/upload', cookie: () => fx.pet.cookie, base: () => ({}) },
  {
    name: 'PUT /api/pet-photo',
    method: 'put',
    path: () => '/api/pet-photo',
    cookie: () => fx.pet.cookie,
    base: () => ({ photoUrl: fx.petUpload }),
  },
  {
    name: 'PUT /api/business-logo',
    method: 'put',
    path: () => '/api/business-logo',
    cookie: () => fx.owner.cookie,
    base: () => ({ logoUrl: fx.ownerUpload }),
    list: () => get(`/api/businesses/${fx.biz}`),
  },
  {
    name: 'POST /api/businesses',
    method: 'post',
    path: () => '/api/businesses',
    cookie: () => fx.newcomer.cookie,
    base: () => ({ name: 'Fuzz Grooming', category: 'groomer', city: 'Fuzzton', priceRange: 'budget', latitude: 30.1, longitude: -97.7 }),
    list: () => get('/api/my-business', fx.newcomer.cookie),
  },
  {
    name: 'PUT /api/businesses/:id',
    method: 'put',
    path: (id) => `/api/businesses/${id ?? fx.biz}`,
    fuzzId: true,
    cookie: () => fx.owner.cookie,
    base: () => ({ description: 'Updated by the fuzzer', phone: '555-0100', isPremium: 1, latitude: 30.2, longitude: -97.7 }),
    list: () => get(`/api/businesses/${fx.biz}`),
  },
  {
    name: 'POST /api/reviews',
    method: 'post',
    path: () => '/api/reviews',
    cookie: () => fx.pet.cookie,
    base: () => ({ businessId: fx.biz, rating: 4, comment: 'Good' }),
    list: async () => [await get(`/api/reviews/${fx.biz}`), await get(`/api/businesses/${fx.biz}`)],
    after: async () => {
      const reviews = (await get(`/api/reviews/${fx.biz}`)) as { rating: number }[];
      const business = await get(`/api/businesses/${fx.biz}`);
      expect(business.reviewCount).toBe(reviews.length);
      if (reviews.length) expect(business.avgRating).toBeCloseTo(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length, 2);
    },
  },
  {
    name: 'POST /api/favorites',
    method: 'post',
    path: () => '/api/favorites',
    cookie: () => fx.pet.cookie,
    base: () => ({ businessId: fx.biz }),
    list: () => get('/api/favorites', fx.pet.cookie),
  },
  {
    name: 'DELETE /api/favorites/:id',
    method: 'delete',
    path: (id) => `/api/favorites/${id ?? fx.biz}`,
    fuzzId: true,
    cookie: () => fx.pet.cookie,
    base: () => ({}),
    list: () => get('/api/favorites', fx.pet.cookie),
  },
  {
    name: 'POST /api/appointments',
    method: 'post',
    path: () => '/api/appointments',
    cookie: () => fx.pet.cookie,
    base: () => ({ businessId: fx.biz, appointmentDate: futureDate(2), petName: 'Fuzzy', reason: 'Checkup', notes: 'none' }),
    list: () => get('/api/appointments', fx.pet.cookie),
  },
  {
    name: 'PATCH /api/appointments/:id/status',
    method: 'patch',
    path: (id) => `/api/appointments/${id ?? fx.appt}/status`,
    fuzzId: true,
    cookie: () => fx.owner.cookie,
    base: () => ({ status: 'confirmed' }),
    list: () => get('/api/business/appointments', fx.owner.cookie),
  },
  {
    name: 'POST /api/businesses/:id/inquiries',
    method: 'post',
    path: (id) => `/api/businesses/${id ?? fx.biz}/inquiries`,
    fuzzId: true,
    cookie: () => fx.pet.cookie,
    base: () => ({ subject: 'Question', message: 'Do you see rabbits?' }),
    list: () => get('/api/inquiries/mine', fx.pet.cookie),
  },
  {
    name: 'POST /api/inquiries/:conversationId/reply',
    method: 'post',
    path: (id) => `/api/inquiries/${id ?? fx.conv}/reply`,
    fuzzId: true,
    cookie: () => fx.owner.cookie,
    base: () => ({ message: 'Yes we do' }),
    list: () => get('/api/my-business/inquiries', fx.owner.cookie),
  },
  {
    name: 'POST /api/inquiries/:conversationId/read',
    method: 'post',
    path: (id) => `/api/inquiries/${id ?? fx.conv}/read`,
    fuzzId: true,
    cookie: () => fx.owner.cookie,
    base: () => ({}),
  },
  {
    name: 'POST /api/lost-found-pets',
    method: 'post',
    path: () => '/api/lost-found-pets',
    cookie: () => fx.pet.cookie,
    base: () => ({ ...validPetPost(fx.photo), species: 'dog' }),
    list: () => get('/api/user/lost-found-pets', fx.pet.cookie),
  },
  {
    name: 'PATCH /api/lost-found-pets/:id/status',
    method: 'patch',
    path: (id) => `/api/lost-found-pets/${id ?? fx.post}/status`,
    fuzzId: true,
    cookie: () => fx.pet.cookie,
    base: () => ({ status: 'resolved' }),
    list: () => get('/api/user/lost-found-pets', fx.pet.cookie),
  },
  {
    name: 'POST /api/notifications/read-all',
    method: 'post',
    path: () => '/api/notifications/read-all',
    cookie: () => fx.pet.cookie,
    base: () => ({}),
  },
  {
    name: 'PATCH /api/notifications/:id/read',
    method: 'patch',
    path: (id) => `/api/notifications/${id ?? fx.notif}/read`,
    fuzzId: true,
    cookie: () => fx.pet.cookie,
    base: () => ({}),
  },
  {
    name: 'POST /api/reports',
    method: 'post',
    path: () => '/api/reports',
    cookie: () => fx.pet.cookie,
    base: () => ({ contentType: 'business', contentId: fx.biz, reason: 'Looks like spam' }),
    list: () => get('/api/admin/reported-content', superCookie()),
  },
  {
    name: 'PATCH /api/admin/lost-found/:id/approve',
    method: 'patch',
    path: (id) => `/api/admin/lost-found/${id ?? fx.pendingPost}/approve`,
    fuzzId: true,
    cookie: superCookie,
    base: () => ({ approvalStatus: 'approved' }),
    list: () => get('/api/admin/lost-found/pending', superCookie()),
  },
  {
    name: 'PATCH /api/admin/businesses/:id/premium',
    method: 'patch',
    path: (id) => `/api/admin/businesses/${id ?? fx.biz}/premium`,
    fuzzId: true,
    cookie: superCookie,
    base: () => ({ isPremium: 0 }),
    list: () => get(`/api/businesses/${fx.biz}`),
  },
  {
    name: 'POST /api/admin/notifications/bulk',
    method: 'post',
    path: () => '/api/admin/notifications/bulk',
    cookie: superCookie,
    base: () => ({ title: 'Fuzz', message: 'Hello' }),
  },
  {
    name: 'POST /api/admin/admin-users',
    method: 'post',
    path: () => '/api/admin/admin-users',
    cookie: superCookie,
    base: () => ({ userId: fx.memberId, role: 'content_manager' }),
    list: () => get('/api/admin/admin-users', superCookie()),
  },
  {
    name: 'DELETE /api/admin/admin-users/:id',
    method: 'delete',
    path: (id) => `/api/admin/admin-users/${id ?? '00000000-0000-4000-8000-000000000000'}`,
    fuzzId: true,
    cookie: superCookie,
    base: () => ({}),
    list: () => get('/api/admin/admin-users', superCookie()),
  },
  {
    name: 'POST /api/admin/search-places',
    method: 'post',
    path: () => '/api/admin/search-places',
    cookie: superCookie,
    base: () => ({ city: 'Austin', state: 'TX', category: 'all', limit: 5 }),
  },
  {
    name: 'POST /api/admin/import-businesses',
    method: 'post',
    path: () => '/api/admin/import-businesses',
    cookie: superCookie,
    base: () => ({ businesses: [{ name: `Fuzz Import ${++counter}`, category: 'park', city: 'Fuzzton', state: 'TX' }] }),
    list: async () => ((await get('/api/admin/businesses', superCookie())) as unknown[]).length,
    after: async (res, before) => {
      // Import is per item by design: exactly the reported items were stored, no more.
      const now = ((await get('/api/admin/businesses', superCookie())) as unknown[]).length;
      const imported = res.status === 200 ? (res.body.imported as unknown[]).length : 0;
      expect(now).toBe((before as number) + imported);
    },
  },
];

/** Sends one fuzz case and checks the invariants that hold whatever the payload. */
async function sendCase(route: FuzzRoute, body: string, id: string | undefined): Promise<request.Response> {
  const req = http[route.method](route.path(id)).set('Content-Type', 'application/json');
  const cookie = route.cookie();
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send(body);
  expect({ status: res.status, bodyText: res.status >= 500 ? res.text : '' }).toEqual({ status: expect.any(Number), bodyText: '' });
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body?.message).toBe('string');
  return res;
}

beforeAll(async () => {
  world = await startSecurityWorld('fz', { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000', LOGIN_MAX_FAILURES_PER_IP: '100000000' });
  http = world.http;
  identityDb = new Client({ connectionString: databaseUrlFor(world.config, 'identity') });
  await identityDb.connect();
  fx.owner = world.people.owner;
  fx.pet = world.people.petOwner;
  fx.newcomer = world.people.otherOwner;
  fx.biz = (
    await http.post('/api/businesses').set('Cookie', fx.owner.cookie).send({ name: 'Fuzz Vet', category: 'veterinarian', city: 'Fuzzton' }).expect(201)
  ).body.id;
  fx.appt = (
    await http.post('/api/appointments').set('Cookie', fx.pet.cookie).send({ businessId: fx.biz, appointmentDate: futureDate(), petName: 'Fuzzy' }).expect(201)
  ).body.id;
  fx.conv = (
    await http.post(`/api/businesses/${fx.biz}/inquiries`).set('Cookie', fx.pet.cookie).send({ subject: 'Hi', message: 'Hello there' }).expect(201)
  ).body.conversationId;
  fx.photo = await petPhoto(http, fx.pet.cookie);
  fx.post = (await http.post('/api/lost-found-pets').set('Cookie', fx.pet.cookie).send(validPetPost(fx.photo)).expect(201)).body.id;
  fx.pendingPost = (await http.post('/api/lost-found-pets').set('Cookie', fx.pet.cookie).send(validPetPost(fx.photo)).expect(201)).body.id;
  fx.petUpload = await uploadImage(http, fx.pet.cookie);
  fx.ownerUpload = await uploadImage(http, fx.owner.cookie);
  const member = await signUp(http, 'fz_member');
  fx.memberId = member.user.id;
  fx.notif = await waitFor(async () => {
    const list = (await http.get('/api/notifications').set('Cookie', fx.pet.cookie).expect(200)).body as { id: string }[];
    return list[0]?.id;
  }, 15_000, 'a notification of the pet owner');
  await waitFor(async () => {
    const users = (await http.get('/api/admin/users').set('Cookie', superCookie()).expect(200)).body as { id: string }[];
    return users.some((u) => u.id === fx.memberId) || undefined;
  }, 15_000, 'the member in the admin read model');
}, 180_000);

afterAll(async () => {
  await identityDb?.end();
  await world?.close();
});

describe(`fuzzing every write route (${RUNS} cases each)`, () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s: never a 5xx, never a partial record', async (_name, route) => {
    let baseline = route.list ? await route.list() : undefined;
    const arb = fc.record({
      body: bodyFor(route.base()),
      id: route.fuzzId ? fc.option(segment, { nil: undefined, freq: 3 }) : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ body, id }) => {
        const before = baseline;
        const res = await sendCase(route, body, id);
        if (route.list) {
          const after = await route.list();
          if (res.status >= 400) expect(after).toEqual(before);
          baseline = after;
        }
        await route.after?.(res, before);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, ROUTE_TIMEOUT);

  it('PUT /api/objects/uploads/:id: odd ids, signatures and bytes never give a 5xx', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
      fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.concat([png().subarray(0, 8), Buffer.from(a)])),
      fc.constant(Buffer.alloc(0)),
    );
    const query = fc.oneof(
      fc.constant('fresh'),
      fc.tuple(segment, segment).map(([e, s]) => `?expires=${e}&signature=${s}`),
      fc.constantFrom('', '?expires=1&signature=x', '?expires=99999999999999999999&signature=', '?expires[]=1&signature[]=2'),
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ id: fc.option(segment, { nil: undefined }), query, bytes }), async ({ id, query: q, bytes: b }) => {
        let url: string;
        if (q === 'fresh') url = (await http.post('/api/objects/upload').set('Cookie', fx.pet.cookie).expect(200)).body.uploadURL;
        else url = `/api/objects/uploads/${id ?? '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'}${q}`;
        const res = await http.put(url).set('Content-Type', 'application/octet-stream').send(b);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body?.message).toBe('string');
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, ROUTE_TIMEOUT);
});

describe('inputs the fuzzer found answering 5xx (regressions)', () => {
  const nul = 'a\u0000b';
  const lone = 'a\ud800b';
  const signup = (firstName: string) => ({ firstName, lastName: 'Case', username: `rg_${Math.random().toString(36).slice(2, 10)}`, email: `rg_${Math.random().toString(36).slice(2, 10)}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42' });
  const cases: [string, () => request.Test][] = [
    ['NUL in a sign-up name (gateway: users insert)', () => http.post('/api/signup').send(signup(nul))],
    ['lone surrogate in a sign-up name (gateway: outbox jsonb)', () => http.post('/api/signup').send(signup(lone))],
    ['NUL in a login identifier (gateway: login throttle)', () => http.post('/api/login/local').send({ emailOrUsername: nul, password: 'x' })],
    ['NUL in a review comment (svc-directory)', () => http.post('/api/reviews').set('Cookie', fx.pet.cookie).send({ businessId: fx.biz, rating: 4, comment: nul })],
    ['NUL in a search text (svc-directory query)', () => http.get('/api/businesses?q=%00')],
    ['NUL in a city prefix (svc-directory query)', () => http.get('/api/businesses?city=a%00')],
    ['NUL in a broadcast title (svc-admin outbox)', () => http.post('/api/admin/notifications/bulk').set('Cookie', superCookie()).send({ title: nul, message: 'x' })],
    ['lone surrogate in a broadcast message (svc-admin outbox jsonb)', () => http.post('/api/admin/notifications/bulk').set('Cookie', superCookie()).send({ title: 'x', message: lone })],
    ['NUL in a key', () => http.post('/api/favorites').set('Cookie', fx.pet.cookie).set('Content-Type', 'application/json').send(`{"businessId":"${fx.biz}","a\\u0000":1}`)],
    ['objects nested 5 000 deep (NATS encoding overflows)', () => http.post('/api/reviews').set('Cookie', fx.pet.cookie).set('Content-Type', 'application/json').send('{"a":'.repeat(5000) + '1' + '}'.repeat(5000))],
    ['a body just under 1 MB (its RPC envelope exceeded NATS max_payload) → 413', () =>
      http.post('/api/reviews').set('Cookie', fx.pet.cookie).send({ businessId: fx.biz, rating: 4, comment: 'a'.repeat(1_048_400) })],
    ['arrays nested 100 000 deep', () => http.post('/api/reviews').set('Cookie', fx.pet.cookie).set('Content-Type', 'application/json').send('['.repeat(100_000) + ']'.repeat(100_000))],
  ];
  it.each(cases)('%s → 4xx', async (name, send) => {
    const res = await send();
    expect({ status: res.status, message: typeof res.body.message }).toEqual({ status: name.includes('→ 413') ? 413 : 400, message: 'string' });
  });

  it('denormal coordinates (5e-324) are stored and searched as 0, not a Postgres underflow', async () => {
    const created = await http
      .post('/api/businesses')
      .set('Cookie', world.people.moderator.cookie)
      .send({ name: 'Tiny Coordinates', category: 'park', latitude: 5e-324, longitude: -5e-324 })
      .expect(201);
    expect(created.body).toMatchObject({ latitude: 0, longitude: 0 });
    await http.put(`/api/businesses/${created.body.id}`).set('Cookie', world.people.moderator.cookie).send({ latitude: 1e-320, longitude: 5e-324 }).expect(200);
    const near = await http.get('/api/businesses').query({ lat: '5e-324', lng: '-5e-324', radiusMiles: '1' }).expect(200);
    expect(near.body.map((b: { id: string }) => b.id)).toContain(created.body.id);
  });

  it('still accepts ordinary unicode (accents, emoji, scripts, paired surrogates)', async () => {
    const res = await http.post('/api/reviews').set('Cookie', fx.pet.cookie).send({ businessId: fx.biz, rating: 5, comment: 'Très bien 💩 👩‍👩‍👧 中文 İß' }).expect(201);
    expect(res.body.comment).toBe('Très bien 💩 👩‍👩‍👧 中文 İß');
  });
});

describe('after the fuzzing', () => {
  it('every service is still healthy and nothing was polluted', async () => {
    await http.get('/api/health').expect(200);
    const probe: Record<string, unknown> = {};
    expect([probe.polluted, probe.isAdmin, probe.adminRole]).toEqual([undefined, undefined, undefined]);
    // A member is still no admin anywhere (no pollution of the services' objects either).
    await http.get('/api/admin/check').set('Cookie', fx.pet.cookie).expect(200, { isAdmin: false, role: null });
    await http.get('/api/admin/users').set('Cookie', fx.pet.cookie).expect(403);
    // Sign-in still works for the members the fuzzer hammered with wrong passwords.
    await http.post('/api/login/local').send({ emailOrUsername: fx.pet.login, password: fx.pet.password }).expect(200);
  });
});
