// Contact preference through HTTP: a poster who chooses "messages only" keeps their phone out of every
// answer other callers get about the post (JSON routes, the flyer, the share preview page), and is
// reached by private messages instead: the visitor writes, the poster is notified and replies, the
// visitor is notified and reads it; nobody else can open the conversation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Notification, PetConversation } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { pdfText } from './pdf-reading';
import { type Member, signUp, uploadPetPhoto, webRootWithShellPage } from './support';

const PHONE = '(737) 555-0166';
const PHONE_DIGITS = /737\D{0,3}555\D{0,3}0166/;

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let webRoot: string;
let adminDb: Client;
let poster: Member;
let visitor: Member;
let stranger: Member;
let moderator: Member;
let postId: string;

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  webRoot = webRootWithShellPage();
  fleet = await ServiceFleet.start(config, ['pets', 'admin', 'notifications']);
  gateway = await createGateway({ config, webRoot });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  [poster, visitor, stranger, moderator] = await Promise.all([
    signUp(http, 'pc_poster', { firstName: 'Paula' }),
    signUp(http, 'pc_visitor', { firstName: 'Victor' }),
    signUp(http, 'pc_stranger', { firstName: 'Stan' }),
    signUp(http, 'pc_mod'),
  ]);
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
  const post = await http
    .post('/api/lost-found-pets')
    .set('Cookie', poster.cookie)
    .send({
      type: 'lost', petName: 'Juniper', breed: 'Border Collie', color: 'black and white', species: 'dog',
      description: 'Shy collie, do not chase her.', lastSeenLocation: 'Zilker Park, Austin, TX', lastSeenDate: '2026-11-22',
      photoUrl: await uploadPetPhoto(http, poster), contactInfo: PHONE, contactPreference: 'messages',
    })
    .expect(201);
  expect(post.body).toMatchObject({ contactInfo: PHONE, contactPreference: 'messages' });
  postId = post.body.id;
  await http.patch(`/api/admin/lost-found/${postId}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
  rmSync(webRoot, { recursive: true, force: true });
});

const pdf = (req: request.Test) =>
  req
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .then((res) => pdfText(res.body as Buffer).replace(/\n/g, ''));

const notificationsOf = async (m: Member) => (await http.get('/api/notifications').set('Cookie', m.cookie).expect(200)).body as Notification[];
const conversationsOf = async (m: Member) => (await http.get('/api/pet-conversations').set('Cookie', m.cookie).expect(200)).body as PetConversation[];

describe('a poster who chose messages only', () => {
  it('has their phone in no answer another caller gets about the post', async () => {
    const answers: [string, request.Test][] = [
      ['the board, signed out', http.get('/api/lost-found-pets')],
      ['the board, signed in', http.get('/api/lost-found-pets?type=lost').set('Cookie', stranger.cookie)],
      ['near me', http.get('/api/lost-found-pets?zipCode=78704&radiusMiles=25')],
      ['the post, signed out', http.get(`/api/lost-found-pets/${postId}`)],
      ['the post, signed in', http.get(`/api/lost-found-pets/${postId}`).set('Cookie', stranger.cookie)],
      ['the share preview page', http.get(`/lost-found/${postId}`).set('Accept', 'text/html')],
    ];
    for (const [where, req] of answers) {
      const res = await req.expect(200);
      expect({ where, names: res.text.includes('Juniper'), leaks: PHONE_DIGITS.test(res.text) }).toEqual({ where, names: true, leaks: false });
    }
    for (const who of [null, stranger, poster]) {
      const text = await pdf(who ? http.get(`/api/lost-found-pets/${postId}/flyer.pdf`).set('Cookie', who.cookie) : http.get(`/api/lost-found-pets/${postId}/flyer.pdf`));
      expect(text).toContain('Juniper');
      expect(text).toContain('Message the owner on PawPals');
      expect(text).not.toMatch(PHONE_DIGITS);
    }
  });

  it('sees the phone themselves, and so do admins; switching to phone shows it to everyone', async () => {
    expect((await http.get(`/api/lost-found-pets/${postId}`).set('Cookie', poster.cookie).expect(200)).body.contactInfo).toBe(PHONE);
    expect((await http.get(`/api/lost-found-pets/${postId}`).set('Cookie', moderator.cookie).expect(200)).body.contactInfo).toBe(PHONE);
    await http.patch(`/api/lost-found-pets/${postId}/contact`).set('Cookie', poster.cookie).send({ contactPreference: 'phone' }).expect(200);
    expect((await http.get(`/api/lost-found-pets/${postId}`).expect(200)).body.contactInfo).toBe(PHONE);
    const refused = await http.patch(`/api/lost-found-pets/${postId}/contact`).set('Cookie', poster.cookie).send({ contactPreference: 'fax' }).expect(400);
    expect(refused.body.message).toBe('Contact preference must be phone or messages');
    await http.patch(`/api/lost-found-pets/${postId}/contact`).set('Cookie', stranger.cookie).send({ contactPreference: 'phone' }).expect(403);
    await http.patch(`/api/lost-found-pets/${postId}/contact`).set('Cookie', poster.cookie).send({ contactPreference: 'messages' }).expect(200);
    expect((await http.get(`/api/lost-found-pets/${postId}`).expect(200)).body.contactInfo).toBeNull();
  });

  it('is reached by a private message, is notified, replies, and the visitor is notified', async () => {
    const empty = await http.post(`/api/lost-found-pets/${postId}/messages`).set('Cookie', visitor.cookie).send({ message: '   ' }).expect(400);
    expect(empty.body.message).toBe('Message is required');
    await http.post(`/api/lost-found-pets/${postId}/messages`).send({ message: 'Hi' }).expect(401);
    const own = await http.post(`/api/lost-found-pets/${postId}/messages`).set('Cookie', poster.cookie).send({ message: 'Hi me' }).expect(403);
    expect(own.body.message).toBe('You cannot message your own post');
    expect(await conversationsOf(poster)).toEqual([]);

    const sent = await http.post(`/api/lost-found-pets/${postId}/messages`).set('Cookie', visitor.cookie).send({ message: 'I saw her by the pool' }).expect(201);
    const told = await waitFor(async () => (await notificationsOf(poster)).find((n) => n.title === 'New message about Juniper'), 15_000, "the poster's notification");
    expect(told).toMatchObject({ message: 'Victor wrote to you about Juniper. Read and reply from your dashboard.', link: '/dashboard#pet-messages', isRead: 0 });

    const [conversation] = await conversationsOf(poster);
    expect(conversation).toMatchObject({ id: sent.body.conversationId, role: 'poster', otherFirstName: 'Victor', petName: 'Juniper', unreadCount: 1 });
    await http.post(`/api/pet-conversations/${conversation.id}/reply`).set('Cookie', stranger.cookie).send({ message: 'Let me in' }).expect(404);
    await http.post(`/api/pet-conversations/${conversation.id}/read`).set('Cookie', stranger.cookie).expect(404);
    expect(await conversationsOf(stranger)).toEqual([]);

    await http.post(`/api/pet-conversations/${conversation.id}/reply`).set('Cookie', poster.cookie).send({ message: 'Thank you! On my way.' }).expect(201);
    await waitFor(async () => (await notificationsOf(visitor)).find((n) => n.title === 'New message about Juniper'), 15_000, "the visitor's notification");
    const [theirs] = await conversationsOf(visitor);
    expect(theirs).toMatchObject({ role: 'visitor', otherFirstName: 'Paula', unreadCount: 1 });
    expect(theirs.messages.map((m) => [m.senderRole, m.message])).toEqual([
      ['visitor', 'I saw her by the pool'],
      ['poster', 'Thank you! On my way.'],
    ]);
    expect((await http.post(`/api/pet-conversations/${theirs.id}/read`).set('Cookie', visitor.cookie).expect(200)).body).toEqual({ updated: 1 });
    expect(JSON.stringify(await conversationsOf(visitor))).not.toMatch(PHONE_DIGITS);
  });
});
