// The moderation tabs' counts, "Pending Pets (n)" and "Reported Content (n)": GET /api/admin/lost-found/pending/count
// (svc-pets) and GET /api/admin/reported-content/count (svc-admin) answer {count}, the true total of each queue
// (docs/decisions/0139-one-paging-convention.md), not the page a browser has loaded. 120 of each, paged by 50:
// the count is every row the Link headers walk through, rows outside the queue are not counted, the access is
// the list's (moderator or higher), and approving, rejecting, dismissing and removing lower the counts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LostFoundPet } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, uploadPetPhoto, walkPages, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let petsDb: Client;
const people = {} as Record<'poster' | 'reporterA' | 'reporterB' | 'member' | 'contentManager' | 'moderator' | 'superAdmin', Member>;

const PENDING_COUNT = '/api/admin/lost-found/pending/count';
const REPORTS_COUNT = '/api/admin/reported-content/count';
/** How many of each queue the test makes: more than two pages of 50. */
const TOTAL = 120;

/** The posts and reports the counts are checked against (made in beforeAll). */
const fx = {} as {
  approve: string; // a pending post (made through the route) the moderator approves
  reject: string; // a pending post (made through the route) the moderator rejects
  reportedPending: string; // a pending post a report names; removing it takes it out of both queues
  reportOfApproved: string; // one of the two reports of the same approved post (dismissing it closes both)
  reportOfPending: string; // the report of reportedPending
};

beforeAll(async () => {
  config = await isolatedConfig({ rpcTimeoutMs: 8000 });
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['pets', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  petsDb = new Client({ connectionString: databaseUrlFor(config, 'pets') });
  await Promise.all([adminDb.connect(), petsDb.connect()]);
  const tags = ['poster', 'reporterA', 'reporterB', 'member', 'contentManager', 'moderator', 'superAdmin'] as const;
  const members = await Promise.all(tags.map((tag) => signUp(http, `qc_${tag.toLowerCase()}`)));
  tags.forEach((tag, i) => (people[tag] = members[i]));
  for (const [member, role] of [
    [people.contentManager, 'content_manager'],
    [people.moderator, 'moderator'],
    [people.superAdmin, 'super_admin'],
  ] as const) {
    await adminDb.query('INSERT INTO admin_roles (user_id, role) VALUES ($1, $2)', [member.user.id, role]);
  }

  // Pending posts: two through the route (to approve and reject), the rest written straight to svc-pets' table.
  const photoUrl = await uploadPetPhoto(http, people.poster);
  const viaRoute = async (petName: string) =>
    (
      await http
        .post('/api/lost-found-pets')
        .set('Cookie', people.poster.cookie)
        .send({ type: 'lost', petName, breed: 'Beagle', color: 'Tan', description: 'Slipped his harness.', lastSeenLocation: 'Riverside Park, Austin', lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0142' })
        .expect(201)
    ).body as LostFoundPet;
  fx.approve = (await viaRoute('Approve me')).id;
  fx.reject = (await viaRoute('Reject me')).id;
  const post = (status: string, approval: string, removedReason: string | null, description: string) =>
    petsDb.query(
      `INSERT INTO lost_found_posts (user_id, type, status, approval_status, removed_reason, description, last_seen_location, contact_info, created_at)
       VALUES ($1, 'found', $2, $3, $4, $5, 'Zilker Park, Austin', '(512) 555-0143', now() - interval '1 day') RETURNING id`,
      [people.poster.user.id, status, approval, removedReason, description],
    );
  const bulk = await petsDb.query(
    `INSERT INTO lost_found_posts (user_id, type, description, last_seen_location, contact_info, created_at)
     SELECT $1, 'found', 'Waiting for review ' || g, 'Zilker Park, Austin', '(512) 555-0143', now() - make_interval(mins => g)
       FROM generate_series(1, $2::int) g RETURNING id`,
    [people.poster.user.id, TOTAL - 2],
  );
  fx.reportedPending = bulk.rows[0].id;
  // Not in the queue: approved, rejected, resolved while pending, taken down while pending.
  const approved = await post('active', 'approved', null, 'Approved already');
  await post('active', 'rejected', null, 'Rejected already');
  await post('resolved', 'pending', null, 'Home again');
  await post('active', 'pending', 'Duplicate', 'Taken down');
  const approvedId: string = approved.rows[0].id;

  // Pending reports: two members report the approved post through the route; the rest are written to svc-admin's table.
  const reportVia = async (member: Member) =>
    (await http.post('/api/reports').set('Cookie', member.cookie).send({ contentType: 'lost_found_pet', contentId: approvedId, reason: 'Looks like a scam' }).expect(201)).body
      .id as string;
  fx.reportOfApproved = await reportVia(people.reporterA);
  await reportVia(people.reporterB);
  const reported = await adminDb.query(
    `INSERT INTO reported_content (content_type, content_id, reason, reporter_id, created_at) VALUES ('lost_found_pet', $1, 'Same dog posted twice', $2, now() - interval '1 day') RETURNING id`,
    [fx.reportedPending, people.reporterA.user.id],
  );
  fx.reportOfPending = reported.rows[0].id;
  await adminDb.query(
    `INSERT INTO reported_content (content_type, content_id, reason, reporter_id, created_at)
     SELECT 'lost_found_pet', gen_random_uuid(), 'Report ' || g, gen_random_uuid(), now() - make_interval(mins => g) FROM generate_series(1, $1::int) g`,
    [TOTAL - 3],
  );
  // Not pending: already reviewed or dismissed.
  await adminDb.query(
    `INSERT INTO reported_content (content_type, content_id, reason, reporter_id, status) VALUES ('lost_found_pet', $1, 'Old', $2, 'reviewed'), ('lost_found_pet', $3, 'Old', $2, 'dismissed')`,
    [randomUUID(), randomUUID(), randomUUID()],
  );
}, 120_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await petsDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

const get = (url: string, who: Member | null = people.moderator) => (who ? http.get(url).set('Cookie', who.cookie) : http.get(url));
const countOf = async (url: string) => {
  const res = await get(url).expect(200);
  expect(Object.keys(res.body)).toEqual(['count']);
  return res.body.count as number;
};
const dashboardPending = async () => (await get('/api/admin/analytics/dashboard').expect(200)).body.pendingContentApproval as number;

/** Every item of a list as the moderator, following its Link headers; the sizes of its pages. */
async function walk(url: string): Promise<{ ids: string[]; sizes: number[] }> {
  const walked = await walkPages<{ id: string }>(http, url, { cookie: people.moderator.cookie });
  return { ids: walked.items.map((item) => item.id), sizes: walked.sizes };
}

describe('the counts are the whole queues, not a page', () => {
  it('counts the 120 pending posts while a page holds 50, and every one the pages walk through', async () => {
    const first = await get('/api/admin/lost-found/pending?limit=50').expect(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.link).toMatch(/rel="next"$/);
    expect(await countOf(PENDING_COUNT)).toBe(TOTAL);
    const walked = await walk('/api/admin/lost-found/pending?limit=50');
    expect(walked.sizes).toEqual([50, 50, 20]);
    expect(new Set(walked.ids).size).toBe(TOTAL);
  });

  it('counts the 120 pending reports while a page holds 50, and every one the pages walk through', async () => {
    expect(await countOf(REPORTS_COUNT)).toBe(TOTAL);
    const walked = await walk('/api/admin/reported-content?limit=50');
    expect(walked.sizes).toEqual([50, 50, 20]);
    expect(new Set(walked.ids).size).toBe(TOTAL);
  });

  it('agrees with the dashboard’s Pending Moderation (posts plus reports)', async () => {
    expect(await dashboardPending()).toBe(2 * TOTAL);
  });

  it('takes no query: a limit or cursor changes nothing', async () => {
    expect((await get(`${PENDING_COUNT}?limit=1`).expect(200)).body).toEqual({ count: TOTAL });
    expect((await get(`${REPORTS_COUNT}?limit=1&cursor=abc`).expect(200)).body).toEqual({ count: TOTAL });
  });
});

describe('who may read them: the same as the lists they count (moderator or higher)', () => {
  it.each([PENDING_COUNT, REPORTS_COUNT])('%s: a visitor 401, a member and a content manager 403, a moderator and a super admin 200', async (url) => {
    const anon = await get(url, null).expect(401);
    expect(anon.body.message).toMatch(/Unauthorized/);
    for (const who of [people.member, people.contentManager]) {
      const res = await get(url, who).expect(403);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.count).toBeUndefined();
    }
    for (const who of [people.moderator, people.superAdmin]) expect((await get(url, who).expect(200)).body).toEqual({ count: TOTAL });
  });
});

describe('acting on the queues lowers the counts', () => {
  const moderate = (id: string, approvalStatus: 'approved' | 'rejected') =>
    http.patch(`/api/admin/lost-found/${id}/approve`).set('Cookie', people.moderator.cookie).send({ approvalStatus });
  const resolve = (id: string, action: 'remove' | 'dismiss') =>
    http.post(`/api/admin/reports/${id}/resolve`).set('Cookie', people.moderator.cookie).send({ action, reason: 'Checked by a moderator' });

  it('approve and reject take one post off each time; a second decision is a 409 and changes nothing', async () => {
    await moderate(fx.approve, 'approved').expect(200);
    expect(await countOf(PENDING_COUNT)).toBe(TOTAL - 1);
    await moderate(fx.reject, 'rejected').expect(200);
    expect(await countOf(PENDING_COUNT)).toBe(TOTAL - 2);
    await moderate(fx.approve, 'rejected').expect(409);
    expect(await countOf(PENDING_COUNT)).toBe(TOTAL - 2);
    expect(await countOf(REPORTS_COUNT)).toBe(TOTAL);
  });

  it('dismiss closes every pending report of the content: the count drops by as many', async () => {
    const res = await resolve(fx.reportOfApproved, 'dismiss').expect(200);
    expect(res.body.closedReports).toBe(2);
    expect(await countOf(REPORTS_COUNT)).toBe(TOTAL - 2);
    expect(await countOf(PENDING_COUNT)).toBe(TOTAL - 2);
  });

  it('removing a reported pending post closes its report and, once svc-pets hides it, leaves the post queue too', async () => {
    await resolve(fx.reportOfPending, 'remove').expect(200);
    expect(await countOf(REPORTS_COUNT)).toBe(TOTAL - 3);
    await waitFor(async () => (await countOf(PENDING_COUNT)) === TOTAL - 3, 15_000, 'svc-pets to take the removed post out of the queue');
    const walked = await walk('/api/admin/lost-found/pending?limit=50');
    expect(walked.ids).toHaveLength(TOTAL - 3);
    expect(walked.ids).not.toContain(fx.reportedPending);
    expect((await walk('/api/admin/reported-content?limit=50')).ids).toHaveLength(TOTAL - 3);
    expect(await dashboardPending()).toBe(2 * (TOTAL - 3));
  });
});
