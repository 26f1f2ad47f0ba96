// The gateway's side of lost & found: access (401/403 with the admin denial texts), the edge's 400s,
// the real upload path for a post's photo, and svc-pets asking svc-admin about an admin on a public
// route. The rules of posting, visibility, moderation and resolving are svc-pets' (svc-pets/test).
import { EVENTS, ROUTE_SCHEMAS, type AdminRole, type LostFoundPet, type ObjectPathResult } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { png } from './image-fixtures';
import { signUp, uploadPetPhoto, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let petsDb: Client;
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
  [poster, neighbour, moderator, contentManager, superAdmin] = await Promise.all(
    ['poster', 'neighbour', 'moderator', 'content_mgr', 'super'].map((tag) => signUp(http, `lf_${tag}`)),
  );
  await grant(moderator, 'moderator');
  await grant(contentManager, 'content_manager');
  await grant(superAdmin, 'super_admin');
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
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
const photo = (member: Member = poster) => uploadPetPhoto(http, member);

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

describe('posting through the gateway', () => {
  it('creates a post with a photo stored through the upload routes (201), pending review, and announces it', async () => {
    const photoUrl = await photo();
    const res = await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).send(await validPost({ photoUrl })).expect(201);
    expect(res.body).toMatchObject({ type: 'lost', status: 'active', approvalStatus: 'pending', photoUrl, species: 'dog', isOwner: true });
    expect(await outboxEvents(res.body.id)).toEqual([
      {
        subject: EVENTS.petPostCreated.subject,
        data: {
          postId: res.body.id,
          userId: poster.user.id,
          type: 'lost',
          petName: 'Biscuit',
          species: 'dog',
          lastSeenLocation: 'Riverside Park, near the east gate',
          latitude: null,
          longitude: null,
          locationPrecision: null,
        },
      },
    ]);
    const mine = (await http.get('/api/user/lost-found-pets').set('Cookie', poster.cookie).expect(200)).body as LostFoundPet[];
    expect(mine.map((p) => p.id)).toContain(res.body.id);
  });

  it('needs a signed-in member', async () => {
    const res = await http.post('/api/lost-found-pets').send(await validPost()).expect(401);
    expect(res.body.message).toContain('Unauthorized');
    await http.get('/api/user/lost-found-pets').expect(401);
    await http.patch('/api/lost-found-pets/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e/status').send({ status: 'resolved' }).expect(401);
  });

  it('answers bad input with the contract’s readable 400 before svc-pets is asked', async () => {
    const res = await http.post('/api/lost-found-pets').set('Cookie', neighbour.cookie).send(await validPost({ description: '' })).expect(400);
    expect(res.body.message).toBe('Description is required');
    const bad = await http.get('/api/lost-found-pets?type=cats').expect(400);
    expect(bad.body.message).toBe('Type must be lost or found');
    expect((await http.get('/api/user/lost-found-pets').set('Cookie', neighbour.cookie).expect(200)).body).toEqual([]);
  });

  it('refuses a body that is not an object', async () => {
    const res = await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).set('Content-Type', 'application/json').send('"hello"').expect(400);
    expect(res.body.message).toBe('Request body must be a JSON object');
  });
});

describe('visibility across services', () => {
  it('answers 404 {message} for a pending post, and shows it to an admin (svc-pets asks svc-admin) on the public detail route', async () => {
    const post = await createPost();
    expect((await http.get(`/api/lost-found-pets/${post.id}`).expect(404)).body).toEqual({ message: 'Pet post not found' });
    await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', neighbour.cookie).expect(404);
    const seen = await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', contentManager.cookie).expect(200);
    expect(seen.body).toMatchObject({ id: post.id, approvalStatus: 'pending', isOwner: false });
    await moderate(post.id, 'approved').expect(200);
    expect(((await http.get('/api/lost-found-pets').expect(200)).body as LostFoundPet[]).map((p) => p.id)).toContain(post.id);
  });
});

describe('moderation access', () => {
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
    await moderate(post.id, 'rejected', superAdmin).expect(200);
    const again = await moderate(post.id, 'approved').expect(409);
    expect(again.body.message).toBe('This post has already been rejected');
  });
});

describe('images a post or a sighting names must be the caller’s own uploads', () => {
  it('refuses a post with someone else’s photo (403) or an unknown one (404), storing nothing', async () => {
    const theirs = await photo(neighbour);
    const res = await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).send(await validPost({ photoUrl: theirs, petName: 'Not mine' })).expect(403);
    expect(res.body.message).toBe('This image was uploaded by someone else.');
    const unknown = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send(await validPost({ photoUrl: '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e', petName: 'Not mine' }))
      .expect(404);
    expect(unknown.body.message).toBe('Uploaded image not found');
    const { rows } = await petsDb.query(`SELECT 1 FROM lost_found_posts WHERE pet_name = 'Not mine'`);
    expect(rows).toHaveLength(0);
  });

  it('takes a sighting with the reporter’s own photo and refuses one with someone else’s', async () => {
    const post = await createPost();
    await moderate(post.id, 'approved').expect(200);
    const seenAt = new Date(Date.now() - 3_600_000).toISOString();
    const theirs = await photo(poster);
    const refused = await http
      .post(`/api/lost-found-pets/${post.id}/sightings`)
      .set('Cookie', neighbour.cookie)
      .send({ seenAt, location: 'Corner of 5th and Main', photoUrl: theirs })
      .expect(403);
    expect(refused.body.message).toBe('This image was uploaded by someone else.');
    const mine = await photo(neighbour);
    const ok = await http.post(`/api/lost-found-pets/${post.id}/sightings`).set('Cookie', neighbour.cookie).send({ seenAt, location: 'Corner of 5th and Main', photoUrl: mine }).expect(201);
    expect(ok.body).toMatchObject({ photoUrl: mine, reporterFirstName: expect.any(String), location: 'Corner of 5th and Main' });
    const list = (await http.get(`/api/lost-found-pets/${post.id}/sightings`).expect(200)).body;
    expect(list.map((s: { id: string }) => s.id)).toEqual([ok.body.id]);
  });
});

describe('a post with several photos', () => {
  /** An upload as PUT /api/pet-photo answers it: the path, and its placeholder once the image pipeline made one. */
  async function upload(member: Member, rgb: [number, number, number]): Promise<ObjectPathResult> {
    const { body } = await http.post('/api/objects/upload').set('Cookie', member.cookie).expect(200);
    await http.put(body.uploadURL).set('Content-Type', 'image/png').send(png(8, 6, rgb)).expect(200);
    return (await http.put('/api/pet-photo').set('Cookie', member.cookie).send({ photoUrl: body.uploadURL }).expect(200)).body;
  }
  const withPhotos = (over: Record<string, unknown>) => validPost({ photoUrl: undefined, ...over });
  const postAs = (member: Member, body: Record<string, unknown>) => http.post('/api/lost-found-pets').set('Cookie', member.cookie).send(body);
  const setPhotos = (member: Member, id: string, photoUrls: unknown) => http.patch(`/api/lost-found-pets/${id}/photos`).set('Cookie', member.cookie).send({ photoUrls });
  const storedPhotos = async (id: string) =>
    (await petsDb.query('SELECT photo_url, photo_urls FROM lost_found_posts WHERE id = $1', [id])).rows[0] as { photo_url: string; photo_urls: string[] };

  let shots: ObjectPathResult[];
  let paths: string[];
  let post: LostFoundPet;

  it('posts with three of the caller’s photos in order: the first is the cover, with the placeholder the gateway knew', async () => {
    shots = [await upload(poster, [200, 40, 40]), await upload(poster, [40, 200, 40]), await upload(poster, [40, 40, 200])];
    paths = shots.map((s) => s.objectPath);
    // The image pipeline gives every upload a placeholder; the post must carry the gateway's, not null.
    for (const shot of shots) expect(shot.placeholder).toEqual(expect.any(String));
    const res = await postAs(poster, await withPhotos({ photoUrls: paths, petName: 'Three photos' })).expect(201);
    post = ROUTE_SCHEMAS.createLostFoundPet.response.parse(res.body);
    expect(post).toMatchObject({
      photoUrl: paths[0],
      photoUrls: paths,
      photoPlaceholder: shots[0].placeholder ?? null,
      photoPlaceholders: shots.map((s) => s.placeholder ?? null),
    });
    expect(await storedPhotos(post.id)).toEqual({ photo_url: paths[0], photo_urls: paths });
    const detail = (await http.get(`/api/lost-found-pets/${post.id}`).set('Cookie', poster.cookie).expect(200)).body;
    expect(detail).toMatchObject({ photoUrl: paths[0], photoUrls: paths });
  });

  it('refuses photoUrls naming someone else’s upload (403) or an unknown one (404), storing nothing', async () => {
    const theirs = (await upload(neighbour, [10, 10, 10])).objectPath;
    const refused = await postAs(poster, await withPhotos({ photoUrls: [paths[0], theirs], petName: 'Not all mine' })).expect(403);
    expect(refused.body.message).toBe('This image was uploaded by someone else.');
    const unknown = await postAs(poster, await withPhotos({ photoUrls: [paths[1], '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e'], petName: 'Not all mine' })).expect(404);
    expect(unknown.body.message).toBe('Uploaded image not found');
    const tooMany = await postAs(poster, await withPhotos({ photoUrls: [...paths, theirs, await photo(), await photo()], petName: 'Not all mine' })).expect(400);
    expect(tooMany.body.message).toBe('A post can have at most 5 photos');
    expect((await petsDb.query(`SELECT 1 FROM lost_found_posts WHERE pet_name = 'Not all mine'`)).rows).toHaveLength(0);
  });

  it('lets the poster reorder with PATCH …/photos: the new first photo becomes the cover, its placeholder with it', async () => {
    const res = await setPhotos(poster, post.id, [paths[2], paths[0], paths[1]]).expect(200);
    expect(ROUTE_SCHEMAS.updateLostFoundPetPhotos.response.parse(res.body)).toMatchObject({
      id: post.id,
      photoUrl: paths[2],
      photoUrls: [paths[2], paths[0], paths[1]],
      photoPlaceholder: shots[2].placeholder ?? null,
    });
    expect(await storedPhotos(post.id)).toEqual({ photo_url: paths[2], photo_urls: [paths[2], paths[0], paths[1]] });
    const mine = (await http.get('/api/user/lost-found-pets').set('Cookie', poster.cookie).expect(200)).body as LostFoundPet[];
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ photoUrl: paths[2] });
  });

  it('answers 404 to anyone else and refuses someone else’s upload in a PATCH, changing nothing', async () => {
    const before = await storedPhotos(post.id);
    const own = (await upload(neighbour, [90, 90, 90])).objectPath;
    expect((await setPhotos(neighbour, post.id, [own]).expect(404)).body).toEqual({ message: 'Pet post not found' });
    await setPhotos(moderator, post.id, [(await upload(moderator, [1, 2, 3])).objectPath]).expect(404);
    expect((await setPhotos(poster, post.id, [paths[0], own]).expect(403)).body.message).toBe('This image was uploaded by someone else.');
    expect((await setPhotos(poster, post.id, []).expect(400)).body.message).toBe('Pet photo is required');
    await http.patch(`/api/lost-found-pets/${post.id}/photos`).send({ photoUrls: [paths[0]] }).expect(401);
    expect(await storedPhotos(post.id)).toEqual(before);
  });
});
