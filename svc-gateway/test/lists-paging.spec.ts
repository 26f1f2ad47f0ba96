// The one paging convention over HTTP (docs/decisions/0139-one-paging-convention.md), walked on the lost &
// found board by its Link headers: page sizes, order, each item once, nothing missed while posts are approved
// between pages, readable 400s for a bad limit and a foreign or forged cursor; q and type page too.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURSOR_NOT_VALID, encodeCursor, type LostFoundPet } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { nextCursorOf, signUp, uploadPetPhoto, walkPages, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let petsDb: Client;
let poster: Member;
let moderator: Member;
let photo: string;

/** Words only this run's posts carry, so the walks see exactly the posts made here. */
const TAG = `pg${randomUUID().slice(0, 8)}`;
const OTHER = `ot${randomUUID().slice(0, 8)}`;

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
  [poster, moderator] = await Promise.all(['poster', 'moderator'].map((tag) => signUp(http, `pg_${tag}`)));
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
  photo = await uploadPetPhoto(http, poster);
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

/** A post by the poster, pending review until `approve`. */
async function post(words: string, over: Record<string, unknown> = {}): Promise<LostFoundPet> {
  const body = {
    type: 'lost',
    petName: 'Biscuit',
    breed: 'Beagle',
    color: 'Tricolor',
    description: `Friendly, answers to Biscuit ${words}`,
    lastSeenLocation: 'Riverside Park, near the east gate',
    lastSeenDate: '2024-05-10',
    photoUrl: photo,
    contactInfo: '(512) 555-0142',
    ...over,
  };
  return (await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).send(body).expect(201)).body;
}

const approve = (id: string) =>
  http.patch(`/api/admin/lost-found/${id}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);

async function approvedPost(words: string, over: Record<string, unknown> = {}): Promise<LostFoundPet> {
  const created = await post(words, over);
  await approve(created.id);
  return created;
}

/** Follows the Link headers from `url` to the end; `between` runs after each page but the last. */
const walk = (url: string, between?: (pageIndex: number) => Promise<void>) => walkPages<LostFoundPet>(http, url, { between });

const ids = (pets: LostFoundPet[]) => pets.map((pet) => pet.id);
const newestFirst = (pets: LostFoundPet[]) => [...pets].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

describe('the board, page by page', () => {
  let made: LostFoundPet[];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 13; i++) made.push(await approvedPost(`${TAG} number${i}`, { type: i % 3 === 0 ? 'found' : 'lost' }));
  }, 60_000);

  it('answers limit items a page, newest first, each once, linking the same query until the last page', async () => {
    const { sizes, items, links } = await walk(`/api/lost-found-pets?q=${TAG}&limit=5`);
    expect(sizes).toEqual([5, 5, 3]);
    expect(ids(items)).toEqual(ids(newestFirst(made)));
    expect(new Set(ids(items)).size).toBe(items.length);
    for (const link of links) expect(link).toMatch(new RegExp(`^/api/lost-found-pets\\?q=${TAG}&limit=5&cursor=[A-Za-z0-9_-]+$`));
  });

  it('takes 50 a page by default and at most 100', async () => {
    const first = await http.get(`/api/lost-found-pets?q=${TAG}`).expect(200);
    expect(first.body).toHaveLength(13);
    expect(first.headers.link).toBeUndefined();
    await http.get(`/api/lost-found-pets?q=${TAG}&limit=100`).expect(200);
  });

  it('pages a search and a tab together: every word, any case, of one type', async () => {
    const found = made.filter((pet) => pet.type === 'found');
    const walked = await walk(`/api/lost-found-pets?q=${TAG.toUpperCase()}%20Beagle&type=found&limit=2`);
    expect(walked.sizes).toEqual([2, 2, 1]);
    expect(ids(walked.items)).toEqual(ids(newestFirst(found)));
    expect(ids((await walk(`/api/lost-found-pets?q=${TAG}%20number1&limit=1`)).items).sort()).toEqual(
      ids(made.filter((pet) => /number1\d?$/.test(pet.description))).sort(),
    );
    expect((await http.get(`/api/lost-found-pets?q=${TAG}%20poodle`).expect(200)).body).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect((await http.get(`/api/lost-found-pets?q=${TAG}%20%25`).expect(200)).body).toEqual([]);
    expect((await http.get(`/api/lost-found-pets?q=${TAG}%20_`).expect(200)).body).toEqual([]);
  });

  it('pages near a place by distance, posts without a place last', async () => {
    const here = { latitude: 30.2672, longitude: -97.7431 };
    const near = [];
    for (const miles of [3, 1, 2]) {
      near.push(await approvedPost(`${OTHER} ${miles}mi`, { latitude: here.latitude + miles / 69, longitude: here.longitude }));
    }
    const unplaced = await approvedPost(`${OTHER} nowhere`);
    const walked = await walk(`/api/lost-found-pets?q=${OTHER}&lat=${here.latitude}&lng=${here.longitude}&limit=1`);
    expect(walked.sizes).toEqual([1, 1, 1, 1]);
    expect(ids(walked.items)).toEqual([near[1].id, near[2].id, near[0].id, unplaced.id]);
    const miles = walked.items.map((pet) => pet.distanceMiles);
    [1, 2, 3].forEach((distance, i) => expect(Math.abs(miles[i]! - distance)).toBeLessThan(0.2));
    expect(miles[3] ?? null).toBeNull();
  });
});

describe('new posts approved between pages', () => {
  it('are never shown twice, and no post present at the start is missed', async () => {
    const tag = `${TAG}arrivals`;
    const waiting = await post(tag); // the oldest, approved only after the walk has begun
    const present: LostFoundPet[] = [];
    for (let i = 0; i < 9; i++) present.push(await approvedPost(tag));
    const arrived: string[] = [];
    const walked = await walk(`/api/lost-found-pets?q=${tag}&limit=4`, async (page) => {
      if (page === 0) await approve(waiting.id);
      arrived.push((await approvedPost(tag)).id);
    });
    const seen = ids(walked.items);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...ids(present), waiting.id]));
    // What arrived after the walk passed its place waits for the next walk, which sees everything once.
    expect(seen.filter((id) => arrived.includes(id))).toEqual([]);
    const again = ids((await walk(`/api/lost-found-pets?q=${tag}&limit=4`)).items);
    expect(new Set(again)).toEqual(new Set([...ids(present), waiting.id, ...arrived]));
    expect(again).toHaveLength(present.length + 1 + arrived.length);
  }, 60_000);
});

describe('bad paging input', () => {
  const message = async (url: string) => (await http.get(url).expect(400)).body.message;

  it('refuses a limit that is not a whole number from 1 to 100, readably, storing nothing', async () => {
    const posts = async () => (await petsDb.query('SELECT count(*)::int AS n FROM lost_found_posts')).rows[0].n;
    const before = await posts();
    for (const limit of ['0', '101', 'abc', '2.5', '-3']) {
      expect(await message(`/api/lost-found-pets?limit=${limit}`)).toBe('limit must be a whole number from 1 to 100');
    }
    expect(await posts()).toBe(before);
  });

  it('refuses a forged cursor and a cursor of another list, readably', async () => {
    const page = await http.get(`/api/lost-found-pets?q=${TAG}&limit=1`).expect(200);
    const real = nextCursorOf(page);
    const nearPage = await http.get(`/api/lost-found-pets?q=${TAG}&lat=30.27&lng=-97.74&limit=1`).expect(200);
    const nearCursor = nextCursorOf(nearPage);
    const someId = randomUUID();
    const forged = [
      'abc',
      `${real}x`,
      real.slice(0, -4),
      'not a cursor!',
      encodeCursor('listReviews', ['2026-01-01T00:00:00.000000Z', someId]),
      encodeCursor('listLostFoundPets:newest', ['2026-01-01T00:00:00.000000Z', "x' OR 1=1 --"]),
      encodeCursor('listLostFoundPets:newest', [42, someId]),
      Buffer.from('{"list":"listLostFoundPets:newest"}').toString('base64url'),
    ];
    for (const cursor of forged) {
      expect({ cursor, message: await message(`/api/lost-found-pets?q=${TAG}&cursor=${encodeURIComponent(cursor)}`) }).toEqual({ cursor, message: CURSOR_NOT_VALID });
    }
    // The nearest-first board and the newest-first board are two lists: neither takes the other's cursor.
    expect(await message(`/api/lost-found-pets?q=${TAG}&cursor=${nearCursor}`)).toBe(CURSOR_NOT_VALID);
    expect(await message(`/api/lost-found-pets?q=${TAG}&lat=30.27&lng=-97.74&cursor=${real}`)).toBe(CURSOR_NOT_VALID);
    // The real ones still work where they belong.
    await http.get(`/api/lost-found-pets?q=${TAG}&limit=1&cursor=${real}`).expect(200);
    await http.get(`/api/lost-found-pets?q=${TAG}&lat=30.27&lng=-97.74&limit=1&cursor=${nearCursor}`).expect(200);
  });
});
