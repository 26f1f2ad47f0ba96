// The one paging convention (docs/decisions/0139-one-paging-convention.md) on the member-facing lists that
// grow without bound, walked over HTTP by their Link headers: a business's reviews in each of its sorts, my
// notifications and my pet conversations. Page sizes, order, each item once, nothing missed while rows
// arrive between pages; readable 400s for a bad limit and a forged or foreign cursor; nobody reads another
// member's list.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURSOR_NOT_VALID, encodeCursor, type Notification, type PetConversation, type Review, type ReviewSort } from '@pawpals/contracts';
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
let notificationsDb: Client;
let owner: Member;
let stranger: Member;

const TAG = randomUUID().slice(0, 8);
let signUps = 0;
const member = (over: Parameters<typeof signUp>[2] = {}) => signUp(http, `ml${TAG}_${signUps++}`, over);

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['directory', 'notifications', 'pets', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  notificationsDb = new Client({ connectionString: databaseUrlFor(config, 'notifications') });
  await Promise.all([adminDb.connect(), notificationsDb.connect()]);
  owner = await member({ firstName: 'Olga', accountType: 'business_owner' });
  stranger = await member({ firstName: 'Sam' });
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await notificationsDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

const cursorOf = nextCursorOf;

/** Follows the Link headers from `url` to the end as `who`; `between` runs after each page but the last. */
async function walk<T extends { id: string }>(url: string, who: Member | null, between?: (pageIndex: number) => Promise<void>) {
  const walked = await walkPages<T>(http, url, { cookie: who?.cookie, between });
  return { ...walked, ids: walked.items.map((item) => item.id) };
}

const refusal = async (url: string, who: Member | null = null) => {
  const req = http.get(url);
  return (await (who ? req.set('Cookie', who.cookie) : req).expect(400)).body.message;
};

/** What each review sort puts first; ties newest first, then by id. */
const REVIEW_ORDERS: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: () => 0,
  highest: (a, b) => b.rating - a.rating,
  lowest: (a, b) => a.rating - b.rating,
  helpful: (a, b) => b.helpfulCount - a.helpfulCount,
};
const inOrder = (reviews: Review[], sort: ReviewSort) =>
  [...reviews].sort((a, b) => REVIEW_ORDERS[sort](a, b) || b.createdAt!.localeCompare(a.createdAt!) || b.id.localeCompare(a.id));

describe("a business's reviews, page by page in each sort", () => {
  let businessId: string;
  let reviewers: Member[];
  let reviews: Review[];

  beforeAll(async () => {
    businessId = (await http.post('/api/businesses').set('Cookie', owner.cookie).send({ name: `Paging Vet ${TAG}`, category: 'veterinarian', city: 'Austin', state: 'TX' }).expect(201)).body.id;
    reviewers = [];
    for (let i = 0; i < 7; i++) reviewers.push(await member());
    const ratings = [5, 3, 4, 5, 1, 3, 5];
    reviews = [];
    for (const [i, reviewer] of reviewers.entries()) {
      reviews.push((await http.post('/api/reviews').set('Cookie', reviewer.cookie).send({ businessId, rating: ratings[i], comment: `Review ${i}` }).expect(201)).body);
    }
    // Helpful marks: review 2 twice, reviews 0 and 5 once each.
    for (const [marker, review] of [[1, 2], [3, 2], [2, 0], [0, 5]] as const) {
      await http.post(`/api/reviews/${reviews[review].id}/helpful`).set('Cookie', reviewers[marker].cookie).expect(200);
    }
    reviews = (await http.get(`/api/reviews/${businessId}?limit=100`).expect(200)).body;
    expect(reviews).toHaveLength(7);
  }, 90_000);

  it.each(['newest', 'highest', 'lowest', 'helpful'] as const)('%s: limit a page, in order, each once, linking the same query', async (sort) => {
    const walked = await walk<Review>(`/api/reviews/${businessId}?sort=${sort}&limit=3`, null);
    expect(walked.sizes).toEqual([3, 3, 1]);
    expect(walked.ids).toEqual(inOrder(reviews, sort).map((r) => r.id));
    for (const link of walked.links) expect(link).toMatch(new RegExp(`^/api/reviews/${businessId}\\?sort=${sort}&limit=3&cursor=[A-Za-z0-9_-]+$`));
  });

  it('takes 50 a page by default: one page without a Link', async () => {
    const first = await http.get(`/api/reviews/${businessId}`).expect(200);
    expect(first.body.map((r: Review) => r.id)).toEqual(inOrder(reviews, 'newest').map((r) => r.id));
    expect(first.headers.link).toBeUndefined();
  });

  it('shows nothing twice and misses nothing present while reviews arrive between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk<Review>(`/api/reviews/${businessId}?limit=2`, null, async () => {
      const reviewer = await member();
      arrived.push((await http.post('/api/reviews').set('Cookie', reviewer.cookie).send({ businessId, rating: 4 }).expect(201)).body.id);
    });
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.ids.filter((id) => !arrived.includes(id))).toEqual(inOrder(reviews, 'newest').map((r) => r.id));
    // What arrived above the reader's place waits for the next walk, which sees everything once.
    expect(walked.ids.filter((id) => arrived.includes(id))).toEqual([]);
    const again = (await walk<Review>(`/api/reviews/${businessId}?limit=2`, null)).ids;
    expect(new Set(again)).toEqual(new Set([...reviews.map((r) => r.id), ...arrived]));
    expect(again).toHaveLength(reviews.length + arrived.length);
  }, 60_000);

  it('refuses a bad limit, a forged cursor and the cursor of another sort or list, readably', async () => {
    for (const limit of ['0', '101', 'abc', '2.5']) {
      expect(await refusal(`/api/reviews/${businessId}?limit=${limit}`)).toBe('limit must be a whole number from 1 to 100');
    }
    const newest = cursorOf(await http.get(`/api/reviews/${businessId}?limit=1`).expect(200));
    const highest = cursorOf(await http.get(`/api/reviews/${businessId}?sort=highest&limit=1`).expect(200));
    const someId = randomUUID();
    for (const cursor of [
      'abc',
      `${newest}x`,
      encodeCursor('listReviews:highest', ['2026-01-01T00:00:00.000000Z', someId]),
      encodeCursor('listReviews:highest', ['5', '2026-01-01T00:00:00.000000Z', someId]),
      encodeCursor('listReviews:newest', ['2026-01-01T00:00:00.000000Z', "x' OR 1=1 --"]),
      encodeCursor('listNotifications:newest', ['2026-01-01T00:00:00.000000Z', someId]),
    ]) {
      expect({ cursor, message: await refusal(`/api/reviews/${businessId}?sort=highest&cursor=${encodeURIComponent(cursor)}`) }).toEqual({ cursor, message: CURSOR_NOT_VALID });
    }
    expect(await refusal(`/api/reviews/${businessId}?sort=lowest&cursor=${highest}`)).toBe(CURSOR_NOT_VALID);
    expect(await refusal(`/api/reviews/${businessId}?cursor=${highest}`)).toBe(CURSOR_NOT_VALID);
    await http.get(`/api/reviews/${businessId}?sort=highest&limit=1&cursor=${highest}`).expect(200);
    await http.get(`/api/reviews/${businessId}?cursor=${newest}`).expect(200);
    await http.get(`/api/reviews/${randomUUID()}`).expect(404);
  });
});

describe('my notifications, page by page', () => {
  let reader: Member;
  let mine: string[];

  /** A notification for `who`, written as svc-notifications delivers it, at a chosen time. */
  const notify = async (who: Member, title: string, createdAt: string) =>
    (
      await notificationsDb.query<{ id: string }>(
        `INSERT INTO notifications (user_id, title, message, source_event_id, created_at) VALUES ($1, $2, 'paging', gen_random_uuid(), $3) RETURNING id`,
        [who.user.id, title, createdAt],
      )
    ).rows[0].id;

  beforeAll(async () => {
    reader = await member({ firstName: 'Rita' });
    // The welcome arrives on its own; the walks start once it is there.
    await waitFor(async () => (await http.get('/api/notifications').set('Cookie', reader.cookie).expect(200)).body.length === 1 || undefined, 10_000, 'the welcome');
    mine = [];
    // Two share one microsecond: their ids order them.
    for (let i = 0; i < 10; i++) mine.push(await notify(reader, `${TAG} ${i}`, `2026-01-01T00:00:0${Math.min(i, 8)}.123456Z`));
    await notify(stranger, `${TAG} not yours`, '2026-01-01T00:00:05Z');
  });

  it('answers limit a page, newest first, each once', async () => {
    const all: Notification[] = (await http.get('/api/notifications?limit=100').set('Cookie', reader.cookie).expect(200)).body;
    expect(all).toHaveLength(11);
    // The welcome (just now), then mine by time, the two of one microsecond by id.
    const byTime = mine.map((id, i) => ({ id, second: Math.min(i, 8) }));
    byTime.sort((a, b) => b.second - a.second || b.id.localeCompare(a.id));
    expect(all.slice(1).map((n) => n.id)).toEqual(byTime.map((n) => n.id));
    const walked = await walk<Notification>('/api/notifications?limit=3', reader);
    expect(walked.sizes).toEqual([3, 3, 3, 2]);
    expect(walked.ids).toEqual(all.map((n) => n.id));
    for (const link of walked.links) expect(link).toMatch(/^\/api\/notifications\?limit=3&cursor=[A-Za-z0-9_-]+$/);
  });

  it('shows nothing twice and misses nothing present while notifications arrive between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk<Notification>('/api/notifications?limit=4', reader, async () => {
      arrived.push(await notify(reader, `${TAG} arrived`, new Date().toISOString()));
    });
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.ids).toEqual(expect.arrayContaining(mine));
    expect(walked.ids.filter((id) => arrived.includes(id))).toEqual([]);
  });

  it('is my own: nothing of another member, whatever cursor I bring; none without a session', async () => {
    const page = await http.get('/api/notifications?limit=1').set('Cookie', reader.cookie).expect(200);
    const theirs: Notification[] = (await http.get(`/api/notifications?cursor=${cursorOf(page)}`).set('Cookie', stranger.cookie).expect(200)).body;
    expect(theirs.some((n) => mine.includes(n.id))).toBe(false);
    expect(theirs.map((n) => n.title)).toContain(`${TAG} not yours`);
    await http.get('/api/notifications').expect(401);
    await http.get(`/api/notifications?cursor=${cursorOf(page)}`).expect(401);
  });

  it('refuses a bad limit, a forged cursor and the cursor of another list, readably', async () => {
    expect(await refusal('/api/notifications?limit=0', reader)).toBe('limit must be a whole number from 1 to 100');
    expect(await refusal('/api/notifications?limit=101', reader)).toBe('limit must be a whole number from 1 to 100');
    for (const cursor of ['abc', encodeCursor('listReviews:newest', ['2026-01-01T00:00:00.000000Z', randomUUID()]), encodeCursor('listNotifications:newest', [1, randomUUID()])]) {
      expect(await refusal(`/api/notifications?cursor=${cursor}`, reader)).toBe(CURSOR_NOT_VALID);
    }
  });
});

describe('my pet conversations, page by page by latest message', () => {
  let poster: Member;
  let postId: string;
  let visitors: Member[];

  const message = async (visitor: Member, text: string) =>
    (await http.post(`/api/lost-found-pets/${postId}/messages`).set('Cookie', visitor.cookie).send({ message: text }).expect(201)).body.conversationId as string;

  beforeAll(async () => {
    poster = await member({ firstName: 'Pat' });
    const moderator = await member();
    await adminDb.query(`INSERT INTO admin_roles (user_id, role) VALUES ($1, 'moderator')`, [moderator.user.id]);
    const photoUrl = await uploadPetPhoto(http, poster);
    const created = await http
      .post('/api/lost-found-pets')
      .set('Cookie', poster.cookie)
      .send({
        type: 'lost',
        petName: 'Juniper',
        breed: 'Border Collie',
        color: 'Black and white',
        description: `Shy ${TAG}`,
        lastSeenLocation: 'Riverside Park',
        lastSeenDate: '2024-05-10',
        photoUrl,
        contactInfo: '(512) 555-0142',
        contactPreference: 'messages',
      })
      .expect(201);
    postId = created.body.id;
    await http.patch(`/api/admin/lost-found/${postId}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
    visitors = [];
    for (let i = 0; i < 5; i++) visitors.push(await member({ firstName: `Vic${i}` }));
    for (const [i, visitor] of visitors.entries()) await message(visitor, `Seen her? ${i}`);
    // A new message moves the first conversation to the top.
    await message(visitors[0], 'Again: near the library');
  }, 90_000);

  it('answers limit conversations a page, latest message first, each once, with a count of all unread messages', async () => {
    const walked = await walk<PetConversation>('/api/pet-conversations?limit=2', poster);
    expect(walked.sizes).toEqual([2, 2, 1]);
    expect(walked.items.map((c) => c.otherFirstName)).toEqual(['Vic0', 'Vic4', 'Vic3', 'Vic2', 'Vic1']);
    expect(new Set(walked.ids).size).toBe(5);
    await http.get('/api/pet-conversations/unread-count').set('Cookie', poster.cookie).expect(200, { count: 6 });
    await http.get('/api/pet-conversations/unread-count').set('Cookie', stranger.cookie).expect(200, { count: 0 });
  });

  it('shows nothing twice and misses nothing present while conversations start between pages', async () => {
    const arrived: string[] = [];
    const walked = await walk<PetConversation>('/api/pet-conversations?limit=2', poster, async () => {
      arrived.push(await message(await member(), 'Me too'));
    });
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.ids.filter((id) => !arrived.includes(id))).toHaveLength(5);
    expect(walked.ids.filter((id) => arrived.includes(id))).toEqual([]);
    const again = await walk<PetConversation>('/api/pet-conversations?limit=100', poster);
    expect(again.ids).toHaveLength(5 + arrived.length);
  }, 60_000);

  it('is my own: a visitor sees only theirs, another member none, nobody without a session', async () => {
    const visitorSide: PetConversation[] = (await http.get('/api/pet-conversations').set('Cookie', visitors[2].cookie).expect(200)).body;
    expect(visitorSide.map((c) => [c.role, c.postId])).toEqual([['visitor', postId]]);
    const page = await http.get('/api/pet-conversations?limit=1').set('Cookie', poster.cookie).expect(200);
    await http.get(`/api/pet-conversations?cursor=${cursorOf(page)}`).set('Cookie', stranger.cookie).expect(200, []);
    await http.get('/api/pet-conversations').expect(401);
    await http.get('/api/pet-conversations/unread-count').expect(401);
  });

  it('refuses a bad limit, a forged cursor and the cursor of another list, readably', async () => {
    expect(await refusal('/api/pet-conversations?limit=abc', poster)).toBe('limit must be a whole number from 1 to 100');
    const notifications = encodeCursor('listNotifications:newest', ['2026-01-01T00:00:00.000000Z', randomUUID()]);
    for (const cursor of ['abc', notifications, encodeCursor('listPetConversations:latest', ['yesterday', randomUUID()])]) {
      expect(await refusal(`/api/pet-conversations?cursor=${cursor}`, poster)).toBe(CURSOR_NOT_VALID);
    }
  });
});
