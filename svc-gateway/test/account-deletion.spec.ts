// A member takes their data away and deletes their account. The export gathers what
// every service holds of them; deletion (password checked) ends the session and, through
// identity.user_deleted, leaves no table of any service holding their name, email or phone — while the
// businesses they reviewed keep the rating ("Anonymous"), and the business they owned is unlisted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Business, Notification, Review } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, uploadPetPhoto, type Member } from './support';

const DATABASES = ['identity', 'directory', 'pets', 'notifications', 'admin'] as const;
const PHONE = '(415) 555-0123';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
const db = {} as Record<(typeof DATABASES)[number], Client>;
let leaving: Member;
let owner: Member;
let neighbour: Member;
let moderator: Member;
let mailbox: TestMailbox;
const MAIL_ENV = ['SMTP_URL', 'MAIL_POLL_MS'] as const;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  process.env.MAIL_POLL_MS = '200';
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['directory', 'pets', 'notifications', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  for (const name of DATABASES) {
    db[name] = new Client({ connectionString: databaseUrlFor(config, name) });
    await db[name].connect();
  }
  leaving = await signUpAs('zephyrine', 'Zephyrine', 'Quaxley');
  [owner, neighbour, moderator] = await Promise.all([
    signUp(http, 'del_owner', { firstName: 'Olive', accountType: 'business_owner' }),
    signUp(http, 'del_neighbour', { firstName: 'Nina' }),
    signUp(http, 'del_mod'),
  ]);
  await db.admin.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  for (const name of MAIL_ENV) delete process.env[name];
  for (const client of Object.values(db)) await client.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
  await mailbox?.close();
});

async function signUpAs(username: string, firstName: string, lastName: string): Promise<Member> {
  const res = await http
    .post('/api/signup')
    .send({ firstName, lastName, username, email: `${username}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42' })
    .expect(201);
  const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('pawpals.sid='))!;
  return { user: res.body, cookie: cookie.split(';')[0] };
}

const as = (m: Member) => ({
  get: (path: string) => http.get(path).set('Cookie', m.cookie),
  post: (path: string) => http.post(path).set('Cookie', m.cookie),
  put: (path: string) => http.put(path).set('Cookie', m.cookie),
  patch: (path: string) => http.patch(path).set('Cookie', m.cookie),
  delete: (path: string) => http.delete(path).set('Cookie', m.cookie),
});

/** Every row of every table of every service database that mentions the person, as "db.table: row". */
async function traces(needles: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const name of DATABASES) {
    const { rows: tables } = await db[name].query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const { rows } = await db[name].query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
      for (const { row } of rows) if (needles.test(row)) found.push(`${name}.${table_name}: ${row.slice(0, 200)}`);
    }
  }
  return found;
}

const PERSON = /Zephyrine|Quaxley|zephyrine@example\.com|415\)? ?555-0123/i;

describe('deleting an account', () => {
  let businessId = '';
  let ownedBusinessId = '';
  let postId = '';

  it('exports everything the member holds across the services', async () => {
    businessId = (await as(owner).post('/api/businesses').send({ name: 'Riverside Vet', category: 'veterinarian', city: 'Austin', state: 'TX' }).expect(201)).body.id;
    ownedBusinessId = (await as(leaving).post('/api/businesses').send({ name: 'Happy Paws Spa', category: 'groomer', city: 'Austin', state: 'TX' }).expect(201))
      .body.id;
    await as(leaving).post('/api/favorites').send({ businessId }).expect(201);
    await as(leaving).post('/api/reviews').send({ businessId, rating: 1, comment: 'Long wait.' }).expect(201);
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await as(leaving).post('/api/appointments').send({ businessId, appointmentDate: inFiveDays, petName: 'Pip', reason: 'Shots' }).expect(201);
    await as(leaving).post(`/api/businesses/${businessId}/inquiries`).send({ subject: 'Cats?', message: 'Do you see cats?' }).expect(201);
    await as(leaving).put('/api/me/alert-area').send({ zipCode: '78704', radiusMiles: 5 }).expect(200);
    const post = await as(leaving)
      .post('/api/lost-found-pets')
      .send({
        type: 'lost', petName: 'Pip', breed: 'Beagle', description: 'Small and shy', lastSeenLocation: 'Austin, TX',
        lastSeenDate: '2026-11-20', photoUrl: await uploadPetPhoto(http, leaving), contactInfo: PHONE,
      })
      .expect(201);
    postId = post.body.id;
    await as(moderator).patch(`/api/admin/lost-found/${postId}/approve`).send({ approvalStatus: 'approved' }).expect(200);
    const theirs = await as(neighbour)
      .post('/api/lost-found-pets')
      .send({
        type: 'found', petName: null, breed: 'Terrier', description: 'Found by the lake', lastSeenLocation: 'Austin, TX',
        lastSeenDate: '2026-11-21', photoUrl: await uploadPetPhoto(http, neighbour), contactInfo: '(512) 555-0100',
      })
      .expect(201);
    await as(moderator).patch(`/api/admin/lost-found/${theirs.body.id}/approve`).send({ approvalStatus: 'approved' }).expect(200);
    const seenAt = new Date(Date.now() - 3_600_000).toISOString();
    await as(leaving).post(`/api/lost-found-pets/${theirs.body.id}/sightings`).send({ seenAt, location: 'By the lake' }).expect(201);
    await as(leaving).post(`/api/lost-found-pets/${theirs.body.id}/messages`).send({ message: 'I think that is my neighbour’s dog' }).expect(201);
    await as(leaving).post('/api/reports').send({ contentType: 'business', contentId: businessId, reason: 'Wrong opening hours' }).expect(201);
    // The others were told, by name.
    const ownerTold = await waitFor(
      async () => ((await as(owner).get('/api/notifications').expect(200)).body as Notification[]).find((n) => n.title === 'New message from Zephyrine Quaxley'),
      15_000,
      "the owner's inquiry notification",
    );
    expect(ownerTold).toBeDefined();
    await waitFor(
      async () => ((await as(neighbour).get('/api/notifications').expect(200)).body as Notification[]).some((n) => n.message.startsWith('Zephyrine saw')) || undefined,
      15_000,
      "the neighbour's sighting notification",
    );

    const res = await as(leaving).get('/api/auth/user/export').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pawpals-data-zephyrine.json"');
    const data = res.body;
    expect(data.profile).toMatchObject({ id: leaving.user.id, firstName: 'Zephyrine', email: 'zephyrine@example.com' });
    expect(data.directory.business).toMatchObject({ id: ownedBusinessId, name: 'Happy Paws Spa' });
    expect(data.directory.reviews).toEqual([expect.objectContaining({ businessId, rating: 1, comment: 'Long wait.' })]);
    expect(data.directory.favorites).toHaveLength(1);
    expect(data.directory.appointments).toEqual([expect.objectContaining({ petName: 'Pip' })]);
    expect(data.directory.inquiries).toEqual([expect.objectContaining({ subject: 'Cats?' })]);
    expect(data.pets.posts).toEqual([expect.objectContaining({ id: postId, contactInfo: PHONE })]);
    expect(data.pets.sightings).toEqual([expect.objectContaining({ location: 'By the lake' })]);
    expect(data.pets.conversations).toEqual([expect.objectContaining({ role: 'visitor' })]);
    expect(data.notifications.alertArea).toMatchObject({ zipCode: '78704', radiusMiles: 5 });
    expect(data.notifications.notifications.length).toBeGreaterThan(0);
    expect(data.notifications.emailPreferences).toEqual({ petAlerts: true, messages: true, appointments: true, news: false, push: { petAlerts: true, messages: true, appointments: true } });
    expect(data.admin.reports).toEqual([expect.objectContaining({ contentId: businessId, reason: 'Wrong opening hours' })]);
    await http.get('/api/auth/user/export').expect(401);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const wrong = await as(leaving).delete('/api/auth/user').send({ password: 'not-my-password' }).expect(403);
    expect(wrong.body.message).toBe('That password is not correct');
    const missing = await as(leaving).delete('/api/auth/user').send({}).expect(400);
    expect(missing.body.message).toBe('Enter your password to delete your account');
    await as(leaving).get('/api/auth/user').expect(200);
    await http.delete('/api/auth/user').send({ password: 'walnut-harbor-42' }).expect(401);
  });

  it('ends the session, and leaves no trace of the person in any service', async () => {
    const res = await as(leaving).delete('/api/auth/user').send({ password: 'walnut-harbor-42' }).expect(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted' });
    await as(leaving).get('/api/auth/user').expect(401);
    // The last mail, over SMTP: its outbox row keeps no address once it has left.
    const goodbye = await mailbox.waitForMail('zephyrine@example.com', /Your PawPals account was deleted/);
    expect(goodbye.text).toContain('Hi Zephyrine,');

    const left = await waitFor(async () => {
      const found = await traces(PERSON);
      return found.length === 0 ? found : undefined;
    }, 30_000, 'every service to erase the person').catch(async () => traces(PERSON));
    expect(left).toEqual([]);

    // The review stays, anonymous, so the vet keeps its rating; the owned business is unlisted.
    const reviews = (await http.get(`/api/reviews/${businessId}`).expect(200)).body as Review[];
    expect(reviews).toEqual([expect.objectContaining({ rating: 1, comment: 'Long wait.', user: expect.objectContaining({ firstName: 'Anonymous' }) })]);
    expect(((await http.get(`/api/businesses/${businessId}`).expect(200)).body as Business).reviewCount).toBe(1);
    await http.get(`/api/businesses/${ownedBusinessId}`).expect(404);
    expect(((await http.get('/api/businesses?city=Austin').expect(200)).body as Business[]).map((b) => b.id)).not.toContain(ownedBusinessId);
    await http.get(`/api/lost-found-pets/${postId}`).expect(404);
    // The owner's notification no longer names the person.
    const titles = ((await as(owner).get('/api/notifications').expect(200)).body as Notification[]).map((n) => n.title);
    expect(titles).toContain('New message from A member');
    await http.post('/api/login/local').send({ emailOrUsername: 'zephyrine', password: 'walnut-harbor-42' }).expect(401);
  });
});
