// Gateway contract of the services directory (SPEC §7.2, §7.5, issue 4 item 2): every route through
// the real gateway (HTTP, sessions, route table) to svc-directory over NATS, checking the exact JSON
// shapes, 401 for signed-out callers on user routes, and that display names arrive through the
// user_profiles projection (identity outbox → JetStream → svc-directory consumer).
import { connectNats, databaseUrlFor, prefixed, streamName, type RuntimeConfig } from '@pawpals/nest-common';
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
    .send({ firstName, lastName, username: `${firstName.toLowerCase()}_${tag}`, email, password: 'password123', confirmPassword: 'password123', accountType })
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

it('POST /api/businesses (201), PUT /api/businesses/:id incl. the premium toggle, GET one and the list', async () => {
  const created = await http
    .post('/api/businesses')
    .set('Cookie', vetOwner.cookie)
    .send({
      name: 'Riverside Animal Clinic',
      category: 'veterinarian',
      description: 'Full-service vet',
      address: '1 River Rd',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      phone: '503-555-0100',
      websiteUrl: 'https://riverside.example',
      services: 'Vaccines, surgery',
      pricing: 'Exam $60',
      priceRange: 'moderate',
      latitude: 45.52,
      longitude: -122.68,
    })
    .expect(201);
  vet = created.body;
  expect(vet).toEqual({
    id: expect.any(String),
    name: 'Riverside Animal Clinic',
    category: 'veterinarian',
    description: 'Full-service vet',
    logoUrl: null,
    isPremium: 0,
    avgRating: 0,
    reviewCount: 0,
    address: '1 River Rd',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: '503-555-0100',
    websiteUrl: 'https://riverside.example',
    services: 'Vaccines, surgery',
    pricing: 'Exam $60',
    priceRange: 'moderate',
    latitude: 45.52,
    longitude: -122.68,
  });
  await http.post('/api/businesses').set('Cookie', vetOwner.cookie).send({ name: 'Again' }).expect(409);
  await http.post('/api/businesses').set('Cookie', petOwner.cookie).send({ name: ' ' }).expect(400, {
    message: 'Business name is required',
    errors: [{ field: 'name', message: 'Business name is required' }],
  });
  await http.put(`/api/businesses/${vet.id}`).set('Cookie', petOwner.cookie).send({ name: 'Mine now' }).expect(403, {
    message: 'Only the owner of this business can change it',
  });
  const premium = await http.put(`/api/businesses/${vet.id}`).set('Cookie', vetOwner.cookie).send({ isPremium: 1 }).expect(200);
  expect(premium.body).toEqual({ ...vet, isPremium: 1 });
  await http.get(`/api/businesses/${vet.id}`).expect(200, { ...vet, isPremium: 1 });
  await http.get('/api/my-business').set('Cookie', vetOwner.cookie).expect(200, { ...vet, isPremium: 1 });
  vet = premium.body;

  const list = await http.get('/api/businesses').query({ category: 'veterinarian', city: 'Portland' }).expect(200);
  expect(list.body).toEqual([vet]);
  await http.get('/api/businesses').query({ q: 'riverside', lat: '45.5', lng: '-122.7', radiusMiles: '5', minRating: '0', priceRange: 'moderate' }).expect(200, [vet]);
  await http.get('/api/businesses').query({ category: 'groomer' }).expect(200, []);
  await http.get('/api/businesses').query({ radiusMiles: '5' }).expect(400, {
    message: 'radiusMiles needs lat and lng',
    errors: [{ field: 'radiusMiles', message: 'radiusMiles needs lat and lng' }],
  });
});

it('POST /api/reviews and GET /api/reviews/:businessId carry the reviewer first name from the projection; GET /api/user/reviews the business', async () => {
  const posted = await http.post('/api/reviews').set('Cookie', petOwner.cookie).send({ businessId: vet.id, rating: 4, comment: 'Kind staff' }).expect(201);
  expect(posted.body).toEqual({
    id: expect.any(String),
    businessId: vet.id,
    rating: 4,
    comment: 'Kind staff',
    createdAt: expect.any(String),
    user: { firstName: 'Milo', profileImageUrl: null },
  });
  await http.get(`/api/reviews/${vet.id}`).expect(200, [posted.body]);
  await http.get('/api/user/reviews').set('Cookie', petOwner.cookie).expect(200, [{ ...posted.body, business: { id: vet.id, name: 'Riverside Animal Clinic' } }]);
  await http.get(`/api/businesses/${vet.id}`).expect(200, { ...vet, avgRating: 4, reviewCount: 1 });
  await http.post('/api/reviews').set('Cookie', petOwner.cookie).send({ businessId: vet.id, rating: 9 }).expect(400);
});

it('GET/POST /api/favorites and DELETE /api/favorites/:id', async () => {
  const added = await http.post('/api/favorites').set('Cookie', petOwner.cookie).send({ businessId: vet.id }).expect(201);
  expect(added.body).toEqual({ id: expect.any(String), businessId: vet.id, business: { ...vet, avgRating: 4, reviewCount: 1 } });
  await http.post('/api/favorites').set('Cookie', petOwner.cookie).send({ businessId: vet.id }).expect(409, { message: 'This business is already in your favorites' });
  await http.get('/api/favorites').set('Cookie', petOwner.cookie).expect(200, [added.body]);
  await http.get('/api/favorites').set('Cookie', vetOwner.cookie).expect(200, []);
  await http.delete(`/api/favorites/${added.body.id}`).set('Cookie', petOwner.cookie).expect(200, { id: added.body.id, businessId: vet.id });
  await http.delete(`/api/favorites/${added.body.id}`).set('Cookie', petOwner.cookie).expect(404, { message: 'Favorite not found' });
});

it('POST /api/appointments, GET /api/appointments, GET /api/business/appointments, PATCH /api/appointments/:id/status', async () => {
  const date = new Date(Date.now() + 2 * 86_400_000);
  date.setUTCHours(14, 30, 0, 0);
  const booked = await http
    .post('/api/appointments')
    .set('Cookie', petOwner.cookie)
    .send({ businessId: vet.id, appointmentDate: date.toISOString(), petName: 'Biscuit', reason: null })
    .expect(201);
  const base = { id: expect.any(String), businessId: vet.id, appointmentDate: date.toISOString(), status: 'pending', petName: 'Biscuit', reason: null, notes: null };
  const business = { id: vet.id, name: 'Riverside Animal Clinic', city: 'Portland', state: 'OR', phone: '503-555-0100' };
  expect(booked.body).toEqual({ ...base, business });
  await http.get('/api/appointments').set('Cookie', petOwner.cookie).expect(200, [booked.body]);
  const incoming = await http.get('/api/business/appointments').set('Cookie', vetOwner.cookie).expect(200);
  const user = { firstName: 'Milo', lastName: 'Park', email: petOwner.email };
  expect(incoming.body).toEqual([{ ...base, id: booked.body.id, user }]);
  await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', petOwner.cookie).send({ status: 'confirmed' }).expect(403);
  await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', vetOwner.cookie).send({ status: 'completed' }).expect(409, {
    message: 'An appointment that is pending can only become confirmed or cancelled',
  });
  const confirmed = await http.patch(`/api/appointments/${booked.body.id}/status`).set('Cookie', vetOwner.cookie).send({ status: 'confirmed' }).expect(200);
  expect(confirmed.body).toEqual({ ...base, id: booked.body.id, status: 'confirmed', user });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await http.post('/api/appointments').set('Cookie', petOwner.cookie).send({ businessId: vet.id, appointmentDate: yesterday }).expect(400, {
    message: 'Appointment date cannot be earlier than today',
  });
});

it('POST /api/businesses/:id/inquiries, GET /api/my-business/inquiries, POST /api/inquiries/:conversationId/reply, GET /api/inquiries/mine', async () => {
  const sent = await http.post(`/api/businesses/${vet.id}/inquiries`).set('Cookie', petOwner.cookie).send({ subject: 'Cat vaccines', message: 'Do you see cats?' }).expect(201);
  const first = {
    id: expect.any(String),
    conversationId: expect.any(String),
    customerName: 'Milo Park',
    customerEmail: petOwner.email,
    subject: 'Cat vaccines',
    message: 'Do you see cats?',
    createdAt: expect.any(String),
    senderType: 'customer',
    isRead: 1,
    businessId: vet.id,
    businessName: 'Riverside Animal Clinic',
  };
  expect(sent.body).toEqual(first);
  const { conversationId } = sent.body;
  await http.get('/api/my-business/inquiries').set('Cookie', vetOwner.cookie).expect(200, [{ ...sent.body, isRead: 0 }]);
  await http.post(`/api/businesses/${vet.id}/inquiries`).set('Cookie', petOwner.cookie).send({ subject: ' ', message: 'x' }).expect(400, {
    message: 'Subject is required',
    errors: [{ field: 'subject', message: 'Subject is required' }],
  });
  const stranger = await signUp('Sly', 'Stranger');
  await http.post(`/api/inquiries/${conversationId}/reply`).set('Cookie', stranger.cookie).send({ message: 'hello' }).expect(403);
  const reply = await http.post(`/api/inquiries/${conversationId}/reply`).set('Cookie', vetOwner.cookie).send({ message: 'Yes, cats too.' }).expect(201);
  expect(reply.body).toEqual({ ...first, id: expect.any(String), message: 'Yes, cats too.', senderType: 'business', conversationId });
  const ownerView = await http.get('/api/my-business/inquiries').set('Cookie', vetOwner.cookie).expect(200);
  expect(ownerView.body.map((m: { senderType: string; isRead: number }) => [m.senderType, m.isRead])).toEqual([
    ['customer', 1],
    ['business', 1],
  ]);
  const mine = await http.get('/api/inquiries/mine').set('Cookie', petOwner.cookie).expect(200);
  expect(mine.body).toEqual([sent.body, { ...reply.body, isRead: 0 }]);

  // Opening the conversation marks the business's reply read for the customer (issue 6); only its two sides may.
  await http.post(`/api/inquiries/${conversationId}/read`).set('Cookie', stranger.cookie).expect(403);
  await http.post(`/api/inquiries/${conversationId}/read`).expect(401);
  await http.post(`/api/inquiries/${conversationId}/read`).set('Cookie', petOwner.cookie).expect(200, { updated: 1 });
  const after = await http.get('/api/inquiries/mine').set('Cookie', petOwner.cookie).expect(200);
  expect(after.body.map((m: { isRead: number }) => m.isRead)).toEqual([1, 1]);
});

it('publishes the directory events through JetStream (outbox relay ran)', async () => {
  const nc = await connectNats(config, 'directory-contract-test');
  const jsm = await nc.jetstreamManager();
  const subjects = ['business_created', 'business_updated', 'review_created', 'appointment_requested', 'appointment_status_changed', 'inquiry_received', 'inquiry_replied'];
  await waitFor(async () => {
    const info = await jsm.streams.info(streamName(config, 'EVENTS'), { subjects_filter: prefixed(config, 'events.directory.>') });
    const seen = Object.keys(info.state.subjects ?? {}).map((s) => s.split('.').pop());
    return subjects.every((s) => seen.includes(s));
  }, 10_000, 'every directory event type in the stream');
  await nc.drain();
});
