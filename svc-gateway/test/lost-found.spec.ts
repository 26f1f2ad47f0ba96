import { DomainError, EVENTS, SUBJECTS, type AdminRole, type LostFoundPet } from '@pawpals/contracts';
import { connectNats, databaseUrlFor, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { png } from './image-fixtures';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let petsDb: Client;
let nc: NatsConnection;
let poster: Member;
let neighbour: Member;
let moderator: Member;
let contentManager: Member;
let superAdmin: Member;

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['pets', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  petsDb = new Client({ connectionString: databaseUrlFor(config, 'pets') });
  await Promise.all([adminDb.connect(), petsDb.connect()]);
  nc = await connectNats(config, 'lost-found-test');
  [poster, neighbour, moderator, contentManager, superAdmin] = await Promise.all(
    ['poster', 'neighbour', 'moderator', 'content_mgr', 'super'].map((tag) => signUp(http, `lf_${tag}`)),
  );
  await grant(moderator, 'moderator');
  await grant(contentManager, 'content_manager');
  await grant(superAdmin, 'super_admin');
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await nc?.drain().catch(() => undefined);
  await adminDb?.end();
  await petsDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

async function grant(member: Member, role: AdminRole) {
  await adminDb.query('INSERT INTO admin_roles (user_id, role) VALUES ($1, $2)', [member.user.id, role]);
}

/** A photo through the real upload path: URL, PUT, then the stable /objects path. */
async function photo(member: Member = poster): Promise<string> {
  const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
  await http.put(body.uploadURL).set('Content-Type', 'image/png').send(png()).expect(200);
  const res = await http.put('/api/pet-photo').set('Cookie', member.cookie).send({ photoUrl: body.uploadURL }).expect(200);
  return res.body.objectPath;
}

let sharedPhoto: string;
async function validPost(over: Record<string, unknown> = {}) {
  sharedPhoto ??= await photo();
  return {
    type: 'lost',
    petName: 'Biscuit',
    breed: 'Beagle',
    color: 'Tricolor',
    description: 'Friendly, answers to Biscuit, a little shy with strangers',
    collarInfo: 'Red collar with a bone-shaped tag',
    lastSeenLocation: 'Riverside Park, near the east gate',
    lastSeenDate: '2024-05-10',
    photoUrl: sharedPhoto,
    contactInfo: '(512) 555-0142',
    ...over,
  };
}

async function createPost(member: Member = poster, over: Record<string, unknown> = {}): Promise<LostFoundPet> {
  const res = await http.post('/api/lost-found-pets').set('Cookie', member.cookie).send(await validPost(over)).expect(201);
  return res.body;
}

function moderate(id: string, approvalStatus: 'approved' | 'rejected', by: Member = moderator) {
  return http.patch(`/api/admin/lost-found/${id}/approve`).set('Cookie', by.cookie).send({ approvalStatus });
}

const publicIds = async (query = '') => ((await http.get(`/api/lost-found-pets${query}`).expect(200)).body as LostFoundPet[]).map((p) => p.id);

async function outboxEvents(postId: string) {
  const { rows } = await petsDb.query<{ subject: string; envelope: { data: Record<string, unknown> } }>(
    `SELECT subject, envelope FROM outbox WHERE envelope->'data'->>'postId' = $1 ORDER BY created_at`,
    [postId],
  );
  return rows.map((r) => ({ subject: r.subject, data: r.envelope.data }));
}

describe('posting', () => {
  it('creates an active post pending review with every field, and announces it', async () => {
    const photoUrl = await photo();
    const res = await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).send(await validPost({ photoUrl })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      type: 'lost',
      status: 'active',
      approvalStatus: 'pending',
      petName: 'Biscuit',
      breed: 'Beagle',
      color: 'Tricolor',
      description: 'Friendly, answers to Biscuit, a little shy with strangers',
      collarInfo: 'Red collar with a bone-shaped tag',
      lastSeenLocation: 'Riverside Park, near the east gate',
      lastSeenDate: '2024-05-10T00:00:00.000Z',
      photoUrl,
      contactInfo: '(512) 555-0142',
      species: 'dog',
      createdAt: expect.any(String),
      resolvedAt: null,
      isOwner: true,
    });
    const { rows } = await petsDb.query('SELECT last_seen_date FROM lost_found_posts WHERE id = $1', [res.body.id]);
    expect(rows[0].last_seen_date).toBeInstanceOf(Date);
    expect(await outboxEvents(res.body.id)).toEqual([
      {
        subject: EVENTS.petPostCreated.subject,
        data: { postId: res.body.id, userId: poster.user.id, type: 'lost', petName: 'Biscuit', species: 'dog' },
      },
    ]);
  });

  it('keeps optional fields optional and takes a species the poster gives', async () => {
    const post = await createPost(poster, { type: 'found', petName: '', breed: null, color: undefined, collarInfo: '  ', species: 'cat' });
    expect(post).toMatchObject({ type: 'found', petName: null, breed: null, color: null, collarInfo: null, species: 'cat' });
  });

  it('needs a signed-in member', async () => {
    const res = await http.post('/api/lost-found-pets').send(await validPost()).expect(401);
    expect(res.body.message).toContain('Unauthorized');
  });

  it.each([
    [{ description: '' }, 'Description is required'],
    [{ description: '   ' }, 'Description is required'],
    [{ lastSeenLocation: undefined }, 'Last seen location is required'],
    [{ lastSeenDate: '' }, 'Last seen date is required'],
    [{ lastSeenDate: null }, 'Last seen date is required'],
    [{ lastSeenDate: 'last tuesday' }, 'Last seen date must be a valid date'],
    [{ lastSeenDate: '2999-01-01' }, 'Last seen date cannot be in the future'],
    [{ photoUrl: undefined }, 'Pet photo is required'],
    [{ photoUrl: 'https://example.com/dog.jpg' }, 'Pet photo must be an uploaded image (upload it first)'],
    [{ contactInfo: '' }, 'Contact phone number is required'],
    [{ contactInfo: 'ring the bell' }, 'Contact phone number must be a valid phone number'],
    [{ contactInfo: '555-12' }, 'Contact phone number must be a valid phone number'],
    [{ type: 'stolen' }, 'Post type must be lost or found'],
    [{ type: undefined }, 'Post type must be lost or found'],
    [{ petName: 'x'.repeat(101) }, 'Pet name must be at most 100 characters'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('refuses %o with 400 "%s" and stores nothing', async (over, message) => {
    const before = (await http.get('/api/user/lost-found-pets').set('Cookie', neighbour.cookie).expect(200)).body.length;
    const res = await http.post('/api/lost-found-pets').set('Cookie', neighbour.cookie).send(await validPost(over)).expect(400);
    expect(res.body.message).toBe(message);
    expect((await http.get('/api/user/lost-found-pets').set('Cookie', neighbour.cookie).expect(200)).body).toHaveLength(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).set('Content-Type', 'application/json').send('"hello"').expect(400);
    expect(res.body.message).toBe('Request body must be a JSON object');
  });
});

describe('visibility', () => {
  it('hides a pending post from the public lists and from other people, and shows it to its poster', async () => {
    const post = await createPost();
    expect(await publicIds()).not.toContain(post.id);
    expect(await publicIds('?type=lost')).not.toContain(post.id);
    expect((await http.get(`/api/lost-found-pets/${post.id}`).expect(404)).body).toEqual({ message: 'Pet post not found' });
    await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', neighbour.cookie).expect(404);

    const own = await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', poster.cookie).expect(200);
    expect(own.body).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: true });
    const mine = (await http.get('/api/user/lost-found-pets').set('Cookie', poster.cookie).expect(200)).body as LostFoundPet[];
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ approvalStatus: 'pending', status: 'active' });
    const theirs = (await http.get('/api/user/lost-found-pets').set('Cookie', neighbour.cookie).expect(200)).body as LostFoundPet[];
    expect(theirs.map((p) => p.id)).not.toContain(post.id);
  });

  it('shows a pending post to admins (asked of svc-admin) on the detail route', async () => {
    const post = await createPost();
    const seen = await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', contentManager.cookie).expect(200);
    expect(seen.body).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: false });
  });

  it('lists approved posts publicly, filtered by type, newest first', async () => {
    const lost = await createPost(poster, { type: 'lost' });
    const found = await createPost(neighbour, { type: 'found' });
    await moderate(lost.id, 'approved').expect(200);
    await moderate(found.id, 'approved').expect(200);
    const all = await publicIds();
    expect(all.indexOf(found.id)).toBeLessThan(all.indexOf(lost.id));
    expect(all).toEqual(expect.arrayContaining([lost.id, found.id]));
    expect(await publicIds('?type=lost')).toContain(lost.id);
    expect(await publicIds('?type=lost')).not.toContain(found.id);
    expect(await publicIds('?type=found')).toContain(found.id);
    expect(await publicIds('?type=found')).not.toContain(lost.id);
    await http.get('/api/lost-found-pets?type=cats').expect(400);
    const anonymous = await http.get(`/api/lost-found-pets/${lost.id}`).expect(200);
    expect(anonymous.body).toMatchObject({ id: lost.id, approvalStatus: 'approved', isOwner: false });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await http.get('/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e').expect(404);
    await http.get('/api/lost-found-pets/not-an-id').expect(404);
  });
});

describe('moderation', () => {
  it('refuses members without an admin role and admins below moderator', async () => {
    const post = await createPost();
    const plain = await http.get('/api/admin/lost-found/pending').set('Cookie', neighbour.cookie).expect(403);
    expect(plain.body.message).toMatch(/^Access Denied/);
    await moderate(post.id, 'approved', poster).expect(403);
    const low = await http.get('/api/admin/lost-found/pending').set('Cookie', contentManager.cookie).expect(403);
    expect(low.body.message).toBe(
      'Insufficient Permissions: This page requires moderator privileges. Your current role is content manager.',
    );
    await moderate(post.id, 'approved', contentManager).expect(403);
    await http.get('/api/admin/lost-found/pending').expect(401);
    expect(await publicIds()).not.toContain(post.id);
  });

  it('svc-pets itself refuses an actor whose admin role is below moderator', async () => {
    const rpc = new RpcClient(nc, config);
    const ask = (adminRole: AdminRole | null) =>
      rpc.request(SUBJECTS.pets.listPendingLostFoundPets, { actor: { userId: contentManager.user.id, adminRole }, params: {}, query: {}, body: {} });
    await expect(ask('content_manager')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(ask(null)).rejects.toBeInstanceOf(DomainError);
    await expect(ask('moderator')).resolves.toEqual(expect.any(Array));
  });

  it('lets a moderator list pending posts (with species and createdAt) and approve one', async () => {
    const post = await createPost(poster, { petName: 'Mochi', breed: 'Siamese', type: 'found' });
    const pending = (await http.get('/api/admin/lost-found/pending').set('Cookie', moderator.cookie).expect(200)).body as LostFoundPet[];
    expect(pending.find((p) => p.id === post.id)).toMatchObject({
      type: 'found',
      species: 'cat',
      breed: 'Siamese',
      lastSeenLocation: 'Riverside Park, near the east gate',
      approvalStatus: 'pending',
      createdAt: expect.any(String),
    });
    const approved = await moderate(post.id, 'approved').expect(200);
    expect(approved.body).toMatchObject({ id: post.id, approvalStatus: 'approved' });
    expect(await publicIds()).toContain(post.id);
    const after = (await http.get('/api/admin/lost-found/pending').set('Cookie', moderator.cookie).expect(200)).body as LostFoundPet[];
    expect(after.map((p) => p.id)).not.toContain(post.id);
    expect((await outboxEvents(post.id)).map((e) => e.subject)).toEqual([EVENTS.petPostCreated.subject, EVENTS.petPostModerated.subject]);
    expect((await outboxEvents(post.id))[1].data).toEqual({
      postId: post.id,
      userId: poster.user.id,
      type: 'found',
      petName: 'Mochi',
      approvalStatus: 'approved',
    });
  });

  it('lets a super admin reject a post: it stays out of public view, and the poster sees it rejected', async () => {
    const post = await createPost();
    await moderate(post.id, 'rejected', superAdmin).expect(200);
    expect(await publicIds()).not.toContain(post.id);
    await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', neighbour.cookie).expect(404);
    const mine = (await http.get('/api/user/lost-found-pets').set('Cookie', poster.cookie).expect(200)).body as LostFoundPet[];
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ approvalStatus: 'rejected' });
    const again = await moderate(post.id, 'approved').expect(409);
    expect(again.body.message).toBe('This post has already been rejected');
  });

  it('validates the decision and the post id', async () => {
    const post = await createPost();
    const bad = await http
      .patch(`/api/admin/lost-found/${post.id}/approve`)
      .set('Cookie', moderator.cookie)
      .send({ approvalStatus: 'pending' })
      .expect(400);
    expect(bad.body.message).toBe('Approval status must be approved or rejected');
    await moderate('0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e', 'approved').expect(404);
  });
});

describe('resolving', () => {
  it('lets only the poster mark a pet reunited; resolved posts leave the public lists', async () => {
    const post = await createPost();
    await moderate(post.id, 'approved').expect(200);
    expect(await publicIds()).toContain(post.id);

    const other = await http.patch(`/api/lost-found-pets/${post.id}/status`).set('Cookie', neighbour.cookie).send({ status: 'resolved' }).expect(403);
    expect(other.body).toEqual({ message: 'Only the person who posted this pet can change its status' });
    await http.patch(`/api/lost-found-pets/${post.id}/status`).set('Cookie', moderator.cookie).send({ status: 'resolved' }).expect(403);
    await http.patch(`/api/lost-found-pets/${post.id}/status`).send({ status: 'resolved' }).expect(401);
    await http
      .patch('/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e/status')
      .set('Cookie', poster.cookie)
      .send({ status: 'resolved' })
      .expect(404);
    const bad = await http.patch(`/api/lost-found-pets/${post.id}/status`).set('Cookie', poster.cookie).send({ status: 'found' }).expect(400);
    expect(bad.body.message).toBe('Status must be active or resolved');
    expect(await publicIds()).toContain(post.id);

    const done = await http.patch(`/api/lost-found-pets/${post.id}/status`).set('Cookie', poster.cookie).send({ status: 'resolved' }).expect(200);
    expect(done.body).toMatchObject({ id: post.id, status: 'resolved', resolvedAt: expect.any(String) });
    expect(await publicIds()).not.toContain(post.id);
    expect(await publicIds('?type=lost')).not.toContain(post.id);
    const detail = await http.get(`/api/lost-found-pets/${post.id}`).expect(200);
    expect(detail.body.status).toBe('resolved');
    const mine = (await http.get('/api/user/lost-found-pets').set('Cookie', poster.cookie).expect(200)).body as LostFoundPet[];
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ status: 'resolved' });
    expect((await outboxEvents(post.id)).pop()).toEqual({
      subject: EVENTS.petPostResolved.subject,
      data: { postId: post.id, userId: poster.user.id, type: 'lost', petName: 'Biscuit' },
    });

    await http.patch(`/api/lost-found-pets/${post.id}/status`).set('Cookie', poster.cookie).send({ status: 'active' }).expect(200);
    expect(await publicIds()).toContain(post.id);
  });
});
