// The services directory through the real gateway: what the gateway
// owns on these routes. 401 for signed-out callers on user routes, the public ones served without a
// session, JSON null, every route forwarded with its HTTP status (201 for creations, 200 otherwise),
// refusals mapped to 400 with field errors / 403 / 404 / 409 with {message}, and display names arriving
// from sign-up through the user_profiles projection (identity outbox → JetStream → svc-directory).
// The directory's own rules and exact answers are tested in svc-directory/test.
import { BUSINESS_EVENT_LIMIT } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;

interface Member {
  id: string;
  cookie: string;
  email: string;
}

let n = 0;
async function signUp(firstName: string, lastName: string, accountType: 'pet_owner' | 'business_owner' = 'pet_owner'): Promise<Member> {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  const email = `${firstName.toLowerCase()}.${tag}@example.com`;
  const res = await http
    .post('/api/signup')
    .send({ firstName, lastName, username: `${firstName.toLowerCase()}_${tag}`, email, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42', accountType })
    .expect(201);
  const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('pawpals.sid='))!.split(';')[0];
  return { id: res.body.id, cookie, email };
}


let vetOwner: Member;
let petOwner: Member;
let vet: Record<string, unknown> & { id: string };

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['directory']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  vetOwner = await signUp('Vera', 'Vetson', 'business_owner');
  petOwner = await signUp('Milo', 'Park');
  // Names reach svc-directory as events; wait for its projection before asserting on them.
  const db = new Client({ connectionString: databaseUrlFor(config, 'directory') });
  await db.connect();
  await waitFor(async () => (await db.query('SELECT 1 FROM user_profiles')).rowCount === 2, 10_000, 'the user_profiles projection');
  await db.end();
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

it('answers 401 Unauthorized to signed-out callers on every user route, and serves the public ones', async () => {
  const userRoutes: [string, string][] = [
    ['post', '/api/businesses'],
    ['put', '/api/businesses/00000000-0000-4000-8000-000000000000'],
    ['get', '/api/my-business'],
    ['post', '/api/reviews'],
    ['get', '/api/user/reviews'],
    ['get', '/api/favorites'],
    ['post', '/api/favorites'],
    ['delete', '/api/favorites/00000000-0000-4000-8000-000000000000'],
    ['post', '/api/appointments'],
    ['get', '/api/appointments'],
    ['get', '/api/business/appointments'],
    ['patch', '/api/appointments/00000000-0000-4000-8000-000000000000/status'],
    ['post', '/api/businesses/00000000-0000-4000-8000-000000000000/inquiries'],
    ['get', '/api/my-business/inquiries'],
    ['get', '/api/inquiries/mine'],
    ['post', '/api/inquiries/00000000-0000-4000-8000-000000000000/reply'],
  ];
  for (const [method, path] of userRoutes) {
    const res = await (http as unknown as Record<string, (p: string) => request.Test>)[method](path).send({});
    expect([path, res.status]).toEqual([path, 401]);
    expect(res.body.message).toContain('Unauthorized');
  }
  await http.get('/api/businesses').expect(200, []);
  await http.get('/api/businesses/00000000-0000-4000-8000-000000000000').expect(404, { message: 'Business not found' });
  await http.get('/api/reviews/00000000-0000-4000-8000-000000000000').expect(404);
});

it('GET /api/my-business answers JSON null before the business exists', async () => {
  const res = await http.get('/api/my-business').set('Cookie', vetOwner.cookie).expect(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.text).toBe('null');
});

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
const inTwoDays = () => {
  const date = new Date(Date.now() + 2 * 86_400_000);
  date.setUTCHours(14, 30, 0, 0);
  return date.toISOString();
};

it('forwards every directory route with its status: 201 for creations, 200 otherwise (POST …/read too), the service’s JSON as the body', async () => {
  const created = await http
    .post('/api/businesses')
    .set('Cookie', vetOwner.cookie)
    .send({ name: 'Riverside Animal Clinic', category: 'veterinarian', city: 'Portland', state: 'OR', phone: '503-555-0100', priceRange: 'moderate', latitude: 45.52, longitude: -122.68 })
    .expect(201);
  vet = created.body;
  expect(vet).toMatchObject({ id: expect.any(String), name: 'Riverside Animal Clinic', isPremium: 0 });
  const premium = await http.put(`/api/businesses/${vet.id}`).set('Cookie', vetOwner.cookie).send({ isPremium: 1 }).expect(200);
  expect(premium.body).toEqual({ ...vet, isPremium: 1 });
  vet = premium.body;
  // One business and mine add its hours (none yet), the zone of its state, open-now and slot settings.
  const noHours = { hours: { weekly: [], closures: [] }, timeZone: 'America/Los_Angeles', openNow: false, booking: null };
  await http.get(`/api/businesses/${vet.id}`).expect(200, { ...vet, ...noHours });
  await http.get('/api/my-business').set('Cookie', vetOwner.cookie).expect(200, { ...vet, ...noHours });
  // The query string arrives as text and is parsed by the contract at the edge (numbers, 'all').
  await http.get('/api/businesses').query({ category: 'veterinarian', city: 'Portland' }).expect(200, [vet]);
  await http.get('/api/businesses').query({ q: 'riverside', lat: '45.5', lng: '-122.7', radiusMiles: '5', minRating: '0', priceRange: 'moderate' }).expect(200, [vet]);
  await http.get('/api/businesses').query({ category: 'groomer' }).expect(200, []);

  const review = await http.post('/api/reviews').set('Cookie', petOwner.cookie).send({ businessId: vet.id, rating: 4, comment: 'Kind staff' }).expect(201);
  await http.get(`/api/reviews/${vet.id}`).expect(200, [review.body]);
  await http.get('/api/user/reviews').set('Cookie', petOwner.cookie).expect(200, [{ ...review.body, business: { id: vet.id, name: 'Riverside Animal Clinic' } }]);
  const { hours: _hours, timeZone: _zone, openNow: _open, booking: _booking, ...listing } = (await http.get(`/api/businesses/${vet.id}`).expect(200)).body;
  vet = listing;
  expect(vet).toMatchObject({ avgRating: 4, reviewCount: 1 });

  const favorite = await http.post('/api/favorites').set('Cookie', petOwner.cookie).send({ businessId: vet.id }).expect(201);
  expect(favorite.body).toEqual({ id: expect.any(String), businessId: vet.id, business: vet });
  await http.get('/api/favorites').set('Cookie', petOwner.cookie).expect(200, [favorite.body]);
  await http.delete(`/api/favorites/${favorite.body.id}`).set('Cookie', petOwner.cookie).expect(200, { id: favorite.body.id, businessId: vet.id });

  const booked = await http
    .post('/api/appointments')
    .set('Cookie', petOwner.cookie)
    .send({ businessId: vet.id, appointmentDate: inTwoDays(), petName: 'Biscuit', reason: null })
    .expect(201);
  expect(booked.body).toMatchObject({ businessId: vet.id, status: 'pending', business: { id: vet.id } });
  await http.get('/api/appointments').set('Cookie', petOwner.cookie).expect(200, [booked.body]);
  const incoming = await http.get('/api/business/appointments').set('Cookie', vetOwner.cookie).expect(200);
  expect(incoming.body.map((a: { id: string }) => a.id)).toEqual([booked.body.id]);
  const confirmed = await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', vetOwner.cookie).send({ status: 'confirmed' }).expect(200);
  expect(confirmed.body).toEqual({ ...incoming.body[0], status: 'confirmed' });

  const sent = await http.post(`/api/businesses/${vet.id}/inquiries`).set('Cookie', petOwner.cookie).send({ subject: 'Cat vaccines', message: 'Do you see cats?' }).expect(201);
  const { conversationId } = sent.body;
  await http.get('/api/my-business/inquiries').set('Cookie', vetOwner.cookie).expect(200, [{ ...sent.body, isRead: 0 }]);
  const reply = await http.post(`/api/inquiries/${conversationId}/reply`).set('Cookie', vetOwner.cookie).send({ message: 'Yes, cats too.' }).expect(201);
  expect(reply.body).toMatchObject({ conversationId, senderType: 'business', message: 'Yes, cats too.' });
  await http.get('/api/inquiries/mine').set('Cookie', petOwner.cookie).expect(200, [sent.body, { ...reply.body, isRead: 0 }]);
  await http.post(`/api/inquiries/${conversationId}/read`).set('Cookie', petOwner.cookie).expect(200, { updated: 1 });
});

it('maps the directory’s refusals to HTTP: 400 with the field errors, 403, 404 (also for someone else’s conversation) and 409 with {message}; 401 for a signed-out read mark', async () => {
  await http.post('/api/businesses').set('Cookie', vetOwner.cookie).send({ name: 'Again' }).expect(409, {
    message: 'You already have a business. Update it instead of creating another one.',
  });
  await http.post('/api/businesses').set('Cookie', petOwner.cookie).send({ name: ' ' }).expect(400, {
    message: 'Business name is required',
    errors: [{ field: 'name', message: 'Business name is required' }],
  });
  await http.put(`/api/businesses/${vet.id}`).set('Cookie', petOwner.cookie).send({ name: 'Mine now' }).expect(403, {
    message: 'Only the owner of this business can change it',
  });
  await http.get('/api/businesses').query({ radiusMiles: '5' }).expect(400, {
    message: 'radiusMiles needs lat and lng',
    errors: [{ field: 'radiusMiles', message: 'radiusMiles needs lat and lng' }],
  });
  await http.post('/api/reviews').set('Cookie', petOwner.cookie).send({ businessId: vet.id, rating: 9 }).expect(400);

  const favorite = await http.post('/api/favorites').set('Cookie', petOwner.cookie).send({ businessId: vet.id }).expect(201);
  await http.post('/api/favorites').set('Cookie', petOwner.cookie).send({ businessId: vet.id }).expect(409, { message: 'This business is already in your favorites' });
  await http.get('/api/favorites').set('Cookie', vetOwner.cookie).expect(200, []);
  await http.delete(`/api/favorites/${favorite.body.id}`).set('Cookie', petOwner.cookie).expect(200);
  await http.delete(`/api/favorites/${favorite.body.id}`).set('Cookie', petOwner.cookie).expect(404, { message: 'Favorite not found' });

  const booked = await http.post('/api/appointments').set('Cookie', petOwner.cookie).send({ businessId: vet.id, appointmentDate: inTwoDays() }).expect(201);
  await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', petOwner.cookie).send({ status: 'confirmed' }).expect(403);
  await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', vetOwner.cookie).send({ status: 'completed' }).expect(409, {
    message: 'An appointment that is pending can only become confirmed or cancelled',
  });
  await http.post('/api/appointments').set('Cookie', petOwner.cookie).send({ businessId: vet.id, appointmentDate: yesterday() }).expect(400, {
    message: 'Appointment date cannot be earlier than today',
  });

  await http.post(`/api/businesses/${vet.id}/inquiries`).set('Cookie', petOwner.cookie).send({ subject: ' ', message: 'x' }).expect(400, {
    message: 'Subject is required',
    errors: [{ field: 'subject', message: 'Subject is required' }],
  });
  const sent = await http.post(`/api/businesses/${vet.id}/inquiries`).set('Cookie', petOwner.cookie).send({ subject: 'Dogs', message: 'And dogs?' }).expect(201);
  const stranger = await signUp('Sly', 'Stranger');
  // Someone else's conversation is a 404, like a missing one.
  await http.post(`/api/inquiries/${sent.body.conversationId}/reply`).set('Cookie', stranger.cookie).send({ message: 'hello' }).expect(404, { message: 'Conversation not found' });
  await http.post(`/api/inquiries/${sent.body.conversationId}/read`).set('Cookie', stranger.cookie).expect(404, { message: 'Conversation not found' });
  await http.post(`/api/inquiries/${sent.body.conversationId}/read`).expect(401);
});

it('carries the names given at sign-up into the directory’s answers (identity → user_profiles projection)', async () => {
  const reviews = await http.get(`/api/reviews/${vet.id}`).expect(200);
  expect(reviews.body.map((r: { user: unknown }) => r.user)).toEqual([{ firstName: 'Milo', profileImageUrl: null }]);
  const incoming = await http.get('/api/business/appointments').set('Cookie', vetOwner.cookie).expect(200);
  expect(incoming.body.map((a: { user: unknown }) => a.user)).toContainEqual({ firstName: 'Milo', lastName: 'Park', email: petOwner.email });
  const inquiries = await http.get('/api/my-business/inquiries').set('Cookie', vetOwner.cookie).expect(200);
  expect(inquiries.body.length).toBeGreaterThan(0);
  for (const m of inquiries.body) expect([m.customerName, m.customerEmail]).toEqual(['Milo Park', petOwner.email]);
});

it('counts page views and button uses from anyone, limiting one visitor address per business (429), and shows them to the owner only', async () => {
  const events = `/api/businesses/${vet.id}/events`;
  const before = (await http.get('/api/my-business/insights').set('Cookie', vetOwner.cookie).expect(200)).body.weeks.at(-1).views;
  expect((await http.post(events).send({ kind: 'view' }).expect(201)).body).toEqual({ counted: true });
  expect((await http.post(events).send({ kind: 'share' }).expect(400)).body.message).toContain('kind must be one of view, call, website');
  // The refused body used one of the allowance too; the rest of this address's (loopback) allowance, then one too many.
  for (let i = 2; i < BUSINESS_EVENT_LIMIT.perWindow; i++) await http.post(events).send({ kind: 'view' }).expect(201);
  const limited = await http.post(events).send({ kind: 'call' }).expect(429);
  expect(limited.body.message).toBe('Too many visits counted from your network for this business. Please try again later.');
  const week = (await http.get('/api/my-business/insights').set('Cookie', vetOwner.cookie).expect(200)).body.weeks.at(-1);
  expect(week.views - before).toBe(BUSINESS_EVENT_LIMIT.perWindow - 1);
  expect(week.calls).toBe(0);
  // Another address is still counted: the limit is per visitor.
  await http.post(events).set('X-Forwarded-For', '203.0.113.9').send({ kind: 'call' }).expect(201);
  expect((await http.get('/api/my-business/insights').set('Cookie', petOwner.cookie).expect(404)).body.message).toBe('Create your business to see its insights');
  await http.get('/api/my-business/insights').expect(401);
});

it('counts every spelling of the events path against the same per-visitor limit: the matched route, not the raw path', async () => {
  const visitor = '198.51.100.23';
  const views = async () => (await http.get('/api/my-business/insights').set('Cookie', vetOwner.cookie).expect(200)).body.weeks.at(-1).views;
  for (let i = 0; i < BUSINESS_EVENT_LIMIT.perWindow; i++) {
    await http.post(`/api/businesses/${vet.id}/events`).set('X-Forwarded-For', visitor).send({ kind: 'view' }).expect(201);
  }
  const before = await views();
  const hex = vet.id.charCodeAt(0).toString(16);
  const spellings = [
    `/api//businesses/${vet.id}/events`,
    `/api/businesses//${vet.id}//events`,
    `/api/businesses/${vet.id}/events/`,
    `/api/businesses/${vet.id.toUpperCase()}/events`,
    `/api/businesses/%${hex}${vet.id.slice(1)}/events`,
  ];
  for (const path of spellings) {
    const res = await http.post(path).set('X-Forwarded-For', visitor).send({ kind: 'view' });
    expect([path, res.status]).toEqual([path, 429]);
  }
  expect(await views()).toBe(before);
  // Each spelling reaches the route itself: another visitor is counted through it.
  for (const path of spellings) await http.post(path).set('X-Forwarded-For', '198.51.100.24').send({ kind: 'view' }).expect(201);
});
