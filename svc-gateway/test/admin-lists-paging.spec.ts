// The admin lists under the one paging convention (docs/decisions/0139-one-paging-convention.md), walked by
// their Link headers: members, businesses, pending pet posts, reported content and appointments. Page sizes,
// each list's order, each item once, nothing missed while rows arrive between pages, the searches (q) paged
// too, readable 400s for a bad limit and a foreign or forged cursor, and the admin levels as before.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURSOR_NOT_VALID, encodeCursor } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
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
let directoryDb: Client;
let moderator: Member;
let member: Member;

/** Text only this run's rows carry, so each walk sees exactly the rows made here. */
const TAG = `al${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['pets', 'admin', 'directory']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  directoryDb = new Client({ connectionString: databaseUrlFor(config, 'directory') });
  await Promise.all([adminDb.connect(), directoryDb.connect()]);
  [moderator, member] = await Promise.all(['moderator', 'member'].map((tag) => signUp(http, `${TAG}_${tag}`)));
  await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await directoryDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

type Row = { id: string } & Record<string, unknown>;

/** Follows the Link headers from `url` as the moderator; `between` runs after each page but the last. No row twice. */
async function walk(url: string, between?: (pageIndex: number) => Promise<void>) {
  const walked = await walkPages<Row>(http, url, { cookie: moderator.cookie, between });
  expect(new Set(walked.items.map((item) => item.id)).size).toBe(walked.items.length);
  return walked;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** A member signed up through the gateway, once svc-admin's copy of them has arrived. */
async function projectedMember(tag: string): Promise<Member> {
  const made = await signUp(http, tag);
  await waitFor(async () => (await adminDb.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [made.user.id])).rowCount === 1, 15_000, `${tag} in svc-admin`);
  return made;
}

describe('members', () => {
  let made: Member[];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 7; i++) made.push(await projectedMember(`${TAG}m${i}`));
  }, 90_000);

  it('pages newest first, each once, linking the same query, and searches email or username in any case', async () => {
    const newestFirst = ids([...made].reverse().map((m) => m.user));
    const byEmail = await walk(`/api/admin/users?q=${TAG.toUpperCase()}M&limit=3`);
    expect(byEmail.sizes).toEqual([3, 3, 1]);
    expect(ids(byEmail.items)).toEqual(newestFirst);
    for (const link of byEmail.links) expect(link).toMatch(new RegExp(`^/api/admin/users\\?q=${TAG.toUpperCase()}M&limit=3&cursor=[A-Za-z0-9_-]+$`));
    // The username (u_<tag>) and the email (<tag>@example.com) each hold the tag; one of them is enough.
    expect(ids((await walk(`/api/admin/users?q=u_${TAG}m3`)).items)).toEqual([made[3].user.id]);
    expect(ids((await walk(`/api/admin/users?q=${TAG}m4@EXAMPLE.com`)).items)).toEqual([made[4].user.id]);
    // LIKE's wildcards are plain characters in a search.
    expect((await walk(`/api/admin/users?q=${TAG}m%25`)).items).toEqual([]);
    expect((await walk(`/api/admin/users?q=${TAG}m0_`)).items).toEqual([]);
  });

  it('misses nobody and shows nobody twice while members sign up between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk(`/api/admin/users?q=${TAG}m&limit=2`, async () => {
      arrived.push((await projectedMember(`${TAG}m_late${arrived.length}`)).user.id);
    });
    const seen = ids(walked.items);
    expect(seen).toEqual(expect.arrayContaining(ids(made.map((m) => m.user))));
    // Newer than the walk's position: on the next walk, not this one.
    expect(seen.filter((id) => arrived.includes(id))).toEqual([]);
    expect(new Set(ids((await walk(`/api/admin/users?q=${TAG}m&limit=2`)).items))).toEqual(new Set([...ids(made.map((m) => m.user)), ...arrived]));
  }, 90_000);
});

describe('businesses', () => {
  let owner: Member;
  let names: string[];
  beforeAll(async () => {
    owner = await signUp(http, `${TAG}owner`, { accountType: 'business_owner' });
    await waitFor(async () => (await directoryDb.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [owner.user.id])).rowCount === 1, 15_000, 'the owner in svc-directory');
    // Names out of order and in mixed case: the list sorts them by name, any case.
    names = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo', 'alpha two'].map((word) => `${word} ${TAG}`);
    for (const name of names) await directoryDb.query(`INSERT INTO businesses (name, category, city) VALUES ($1, 'park', 'Boise')`, [name]);
    await directoryDb.query(`INSERT INTO businesses (name, category, city, owner_id) VALUES ('Owned Place', 'groomer', $1, $2)`, [`Town${TAG}`, owner.user.id]);
  });

  it('pages by name in any case, each once, and searches name, city or owner email', async () => {
    const walked = await walk(`/api/admin/businesses?q=${TAG}&limit=4`);
    expect(walked.sizes).toEqual([4, 3]);
    const expected = [...names, 'Owned Place'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(walked.items.map((b) => b.name)).toEqual(expected);
    expect((await walk(`/api/admin/businesses?q=${encodeURIComponent(`ALPHA ${TAG}`)}`)).items.map((b) => b.name)).toEqual([`Alpha ${TAG}`]);
    const byOwner = (await walk(`/api/admin/businesses?q=${encodeURIComponent(owner.user.email.toUpperCase())}`)).items;
    expect(byOwner).toEqual([expect.objectContaining({ name: 'Owned Place', ownerEmail: owner.user.email })]);
    expect((await walk(`/api/admin/businesses?q=town${TAG}`)).items.map((b) => b.name)).toEqual(['Owned Place']);
  });

  it('misses no business present at the start while others are added between pages', async () => {
    const added: string[] = [];
    const walked = await walk(`/api/admin/businesses?q=${TAG}&limit=2`, async (page) => {
      const name = page % 2 ? `zulu${page} ${TAG}` : `aaa${page} ${TAG}`;
      await directoryDb.query(`INSERT INTO businesses (name, category, city) VALUES ($1, 'park', 'Boise')`, [name]);
      added.push(name);
    });
    const seen = walked.items.map((b) => b.name as string);
    expect(seen).toEqual(expect.arrayContaining([...names, 'Owned Place']));
    // Sorted by name: one added before the reader's position waits for the next walk, one after it is shown once.
    expect(seen.filter((name) => name.startsWith('aaa'))).toEqual([]);
    expect(seen.filter((name) => name.startsWith('zulu'))).toEqual(added.filter((name) => name.startsWith('zulu')));
  });
});

describe('appointments', () => {
  let made: string[];
  beforeAll(async () => {
    const [{ id: business }] = (await directoryDb.query(`INSERT INTO businesses (name, category, city) VALUES ($1, 'veterinarian', 'Boise') RETURNING id`, [`Vet ${TAG}`])).rows;
    made = [];
    // Two on the same date: the id decides between them.
    for (const day of ['2031-03-05', '2031-03-01', '2031-03-09', '2031-03-05', '2031-03-07']) {
      const { rows } = await directoryDb.query(
        `INSERT INTO appointments (business_id, user_id, appointment_date, pet_name, reason) VALUES ($1, $2, $3, 'Pepper', $4) RETURNING id`,
        [business, member.user.id, `${day}T10:00:00Z`, TAG],
      );
      made.push(rows[0].id);
    }
  });

  it('pages latest date first, the same date by id, each once', async () => {
    // Other tests' appointments may exist; this run's are the latest (2031).
    const walked = await walk('/api/admin/appointments?limit=2');
    const ours = walked.items.filter((a) => a.reason === TAG);
    expect(walked.sizes.slice(0, 2)).toEqual([2, 2]);
    const sameDay = [made[0], made[3]].sort();
    expect(ids(ours)).toEqual([made[2], made[4], ...sameDay, made[1]]);
  });
});

describe('the moderation queues', () => {
  let poster: Member;
  let photo: string;
  beforeAll(async () => {
    poster = await signUp(http, `${TAG}poster`);
    photo = await uploadPetPhoto(http, poster);
  }, 30_000);

  const post = async () =>
    (
      await http
        .post('/api/lost-found-pets')
        .set('Cookie', poster.cookie)
        .send({
          type: 'lost',
          petName: 'Biscuit',
          breed: 'Beagle',
          color: 'Tricolor',
          description: `Friendly ${TAG}`,
          lastSeenLocation: 'Riverside Park, near the east gate',
          lastSeenDate: '2024-05-10',
          photoUrl: photo,
          contactInfo: '(512) 555-0142',
        })
        .expect(201)
    ).body as Row;

  it('pages the pending pet posts oldest first, posts arriving between pages last', async () => {
    const before = ids((await walk('/api/admin/lost-found/pending?limit=100')).items);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await post()).id);
    const arrived: string[] = [];
    const walked = await walk('/api/admin/lost-found/pending?limit=2', async () => {
      arrived.push((await post()).id);
    });
    // Oldest first: a post added while the walk goes on is after every page still to come, so it is seen once.
    expect(ids(walked.items)).toEqual([...before, ...made, ...arrived]);
  }, 60_000);

  it('pages the reported content newest first, each once', async () => {
    const reported: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await directoryDb.query(`INSERT INTO businesses (name, category, city) VALUES ($1, 'park', 'Boise') RETURNING id`, [`Reported ${i} ${TAG}`]);
      const res = await http.post('/api/reports').set('Cookie', member.cookie).send({ contentType: 'business', contentId: rows[0].id, reason: `Closed ${TAG}` }).expect(201);
      reported.push(res.body.id);
    }
    const walked = await walk('/api/admin/reported-content?limit=2');
    expect(walked.sizes).toEqual([2, 2, 1]);
    expect(ids(walked.items)).toEqual([...reported].reverse());
  });
});

describe('bad paging input and admin levels', () => {
  const LISTS = ['/api/admin/users', '/api/admin/businesses', '/api/admin/lost-found/pending', '/api/admin/reported-content', '/api/admin/appointments'];
  const message = async (url: string) => (await http.get(url).set('Cookie', moderator.cookie).expect(400)).body.message;

  it('refuses a bad limit, a forged cursor and a cursor of another list, readably', async () => {
    const cursors: string[] = [];
    for (const list of LISTS) {
      for (const limit of ['0', '101', 'abc']) expect(await message(`${list}?limit=${limit}`)).toBe('limit must be a whole number from 1 to 100');
      for (const cursor of ['abc', 'not a cursor!', encodeCursor('listReviews', ['2026-01-01T00:00:00.000000Z', randomUUID()])]) {
        expect({ list, message: await message(`${list}?cursor=${encodeURIComponent(cursor)}`) }).toEqual({ list, message: CURSOR_NOT_VALID });
      }
      const res = await http.get(`${list}?limit=1`).set('Cookie', moderator.cookie).expect(200);
      cursors.push(nextCursorOf(res));
    }
    // Each list refuses every other list's cursor, and takes its own.
    for (const [i, list] of LISTS.entries()) {
      for (const [j, cursor] of cursors.entries()) {
        if (i === j) await http.get(`${list}?limit=1&cursor=${cursor}`).set('Cookie', moderator.cookie).expect(200);
        else expect({ list, j, message: await message(`${list}?cursor=${cursor}`) }).toEqual({ list, j, message: CURSOR_NOT_VALID });
      }
    }
    expect(await message(`/api/admin/users?q=${'x'.repeat(101)}`)).toBe('q must be at most 100 characters');
    // A business name's keys must be text: a number in their place is forged.
    expect(await message(`/api/admin/businesses?cursor=${encodeCursor('adminListBusinesses:name', [42, randomUUID()])}`)).toBe(CURSOR_NOT_VALID);
  });

  it('answers a member without the role 403 and a visitor 401, as before', async () => {
    for (const list of LISTS) {
      await http.get(list).set('Cookie', member.cookie).expect(403);
      await http.get(list).expect(401);
    }
  });
});
