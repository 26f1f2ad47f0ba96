// Moderators act on reports and take content down. svc-admin decides and
// records (takedowns, closed reports, one audit row per action); svc-pets and svc-directory hide the
// content on the event; svc-notifications tells its author in the bell and by mail. Real gateway and
// the four services, a real SMTP mailbox.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditLogEntry, LostFoundPet, Notification, PetConversation, ReportedContent, Review } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { type Member, signUp, uploadPetPhoto, webRootWithShellPage } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let mailbox: TestMailbox;
let adminDb: Client;
let webRoot: string;
let objectsDir: string;
const people = {} as Record<'poster' | 'reporterA' | 'reporterB' | 'visitor' | 'owner' | 'reviewer' | 'moderator' | 'contentManager' | 'superAdmin', Member>;

const PUBLIC_URL = 'https://pawpals.example';
const ENV = { PUBLIC_URL, MAIL_POLL_MS: '200', SMTP_URL: '' };

beforeAll(async () => {
  mailbox = await startTestMailbox();
  ENV.SMTP_URL = mailbox.smtpUrl;
  Object.assign(process.env, ENV);
  config = await isolatedConfig({ rpcTimeoutMs: 8000 });
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  webRoot = webRootWithShellPage();
  fleet = await ServiceFleet.start(config, ['directory', 'pets', 'notifications', 'admin']);
  gateway = await createGateway({ config, webRoot });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  await adminDb.connect();
  const [poster, reporterA, reporterB, visitor, owner, reviewer, moderator, contentManager, superAdmin] = await Promise.all([
    signUp(http, 'mod_poster', { firstName: 'Paula' }),
    signUp(http, 'mod_rep_a'),
    signUp(http, 'mod_rep_b'),
    signUp(http, 'mod_visitor', { firstName: 'Vera' }),
    signUp(http, 'mod_owner', { firstName: 'Oscar', accountType: 'business_owner' }),
    signUp(http, 'mod_reviewer', { firstName: 'Rita' }),
    signUp(http, 'mod_moderator'),
    signUp(http, 'mod_content'),
    signUp(http, 'mod_super'),
  ]);
  Object.assign(people, { poster, reporterA, reporterB, visitor, owner, reviewer, moderator, contentManager, superAdmin });
  for (const [member, role] of [
    [moderator, 'moderator'],
    [contentManager, 'content_manager'],
    [superAdmin, 'super_admin'],
  ] as const) {
    await adminDb.query('INSERT INTO admin_roles (user_id, role) VALUES ($1, $2)', [member.user.id, role]);
  }
}, 120_000);

afterAll(async () => {
  for (const key of [...Object.keys(ENV), 'OBJECTS_DIR']) delete process.env[key];
  await adminDb?.end();
  await gateway?.close();
  await fleet?.close();
  await mailbox?.close();
  await dropDatabases(config);
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(objectsDir, { recursive: true, force: true });
});

const as = (who: Member | null) => ({
  get: (url: string) => (who ? http.get(url).set('Cookie', who.cookie) : http.get(url)),
  post: (url: string) => (who ? http.post(url).set('Cookie', who.cookie) : http.post(url)),
  patch: (url: string) => (who ? http.patch(url).set('Cookie', who.cookie) : http.patch(url)),
  delete: (url: string) => (who ? http.delete(url).set('Cookie', who.cookie) : http.delete(url)),
});

const SCAM = 'Found this dog, send a $200 deposit by wire and I will bring him back.';
const REASON = 'Asks for money before returning the pet (a scam)';

/** An approved, active post by `member` near Austin. */
async function approvedPost(member: Member, petName: string, description = 'Friendly beagle, slipped his harness.'): Promise<LostFoundPet> {
  const photoUrl = await uploadPetPhoto(http, member);
  const { body } = await as(member)
    .post('/api/lost-found-pets')
    .send({ type: 'found', petName, breed: 'Beagle', color: 'Tan', description, lastSeenLocation: 'Riverside Park, Austin', latitude: 30.2672, longitude: -97.7431, lastSeenDate: '2026-11-20', photoUrl, contactInfo: '(512) 555-0142' })
    .expect(201);
  await as(people.moderator).patch(`/api/admin/lost-found/${body.id}/approve`).send({ approvalStatus: 'approved' }).expect(200);
  return body;
}

const report = (member: Member, contentType: string, contentId: string, reason = 'This looks like a scam') =>
  as(member).post('/api/reports').send({ contentType, contentId, reason }).expect(201).then((r) => r.body as ReportedContent);
const takeDown = (contentType: string, contentId: string, reason = REASON) =>
  as(people.moderator).post('/api/admin/takedowns').send({ contentType, contentId, reason }).expect(201).then((r) => r.body);
const restore = (takedownId: string) => as(people.moderator).delete(`/api/admin/takedowns/${takedownId}`).expect(200);
const queue = async () => (await as(people.moderator).get('/api/admin/reported-content').expect(200)).body as ReportedContent[];
const auditEntries = async () => ((await as(people.superAdmin).get('/api/admin/audit-log?limit=100').expect(200)).body.entries as AuditLogEntry[]);
const notificationsOf = async (member: Member) => (await as(member).get('/api/notifications').expect(200)).body as Notification[];
/** Waits for the owning service to apply the event: `check` answers true once it has. */
const eventually = (what: string, check: () => Promise<boolean>) => waitFor(async () => (await check()) || undefined, 15_000, what);
const status = async (req: request.Test) => (await req).status;
const sitemapText = async () => {
  const index = await http.get('/sitemap.xml').expect(200);
  const files = [...index.text.matchAll(/<loc>https:\/\/pawpals\.example(\/sitemap[^<]*\.xml)<\/loc>/g)].map((m) => m[1]);
  const texts = await Promise.all(files.map(async (file) => (await http.get(file).expect(200)).text));
  return [index.text, ...texts].join('\n');
};

describe('who may act', () => {
  const routes = [
    { name: 'resolve a report', send: (who: Member | null) => as(who).post(`/api/admin/reports/${randomUUID()}/resolve`).send({ action: 'dismiss', reason: REASON }), moderatorGets: 404 },
    { name: 'take content down', send: (who: Member | null) => as(who).post('/api/admin/takedowns').send({ contentType: 'review', contentId: randomUUID(), reason: REASON }), moderatorGets: 404 },
    { name: 'restore', send: (who: Member | null) => as(who).delete(`/api/admin/takedowns/${randomUUID()}`), moderatorGets: 404 },
  ];
  it.each(routes)('$name: 401 signed out, 403 for members and content managers, allowed from moderator up', async ({ send, moderatorGets }) => {
    const anonymous = await send(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/Unauthorized/);
    expect((await send(people.reporterA)).status).toBe(403);
    const low = await send(people.contentManager);
    expect(low.status).toBe(403);
    expect(low.body.message).toBe('Insufficient Permissions: This page requires moderator privileges. Your current role is content manager.');
    expect((await send(people.moderator)).status).toBe(moderatorGets);
    expect((await send(people.superAdmin)).status).toBe(moderatorGets);
  });
});

describe('a reason is required', () => {
  it('refuses a resolve or a takedown without a readable reason, and changes nothing', async () => {
    const post = await approvedPost(people.poster, 'Reasonless');
    const r = await report(people.reporterA, 'lost_found_pet', post.id);
    for (const body of [{ action: 'remove' }, { action: 'remove', reason: '   ' }, { action: 'remove', reason: 42 }]) {
      const res = await as(people.moderator).post(`/api/admin/reports/${r.id}/resolve`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please give a reason');
    }
    const badAction = await as(people.moderator).post(`/api/admin/reports/${r.id}/resolve`).send({ action: 'delete', reason: REASON });
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toBe("Choose 'remove' or 'dismiss'");
    const noReason = await as(people.moderator).post('/api/admin/takedowns').send({ contentType: 'lost_found_pet', contentId: post.id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason');
    const badType = await as(people.moderator).post('/api/admin/takedowns').send({ contentType: 'user', contentId: post.id, reason: REASON });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Choose what to take down');

    expect((await queue()).map((q) => q.id)).toContain(r.id);
    await as(null).get(`/api/lost-found-pets/${post.id}`).expect(200);
    const { rows } = await adminDb.query('SELECT count(*)::int AS n FROM takedowns WHERE content_id = $1', [post.id]);
    expect(rows[0].n).toBe(0);
  });

  it('answers 404 for content or a report that does not exist', async () => {
    const res = await as(people.moderator).post('/api/admin/takedowns').send({ contentType: 'lost_found_pet', contentId: randomUUID(), reason: REASON });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The content was not found');
  });
});

describe('a member reports a scam post and a moderator removes it', () => {
  let scam: LostFoundPet;
  let firstReport: ReportedContent;
  let secondReport: ReportedContent;
  let takedownId = '';

  beforeAll(async () => {
    scam = await approvedPost(people.poster, 'Rex', SCAM);
    firstReport = await report(people.reporterA, 'lost_found_pet', scam.id, 'Asks me for a deposit');
    secondReport = await report(people.reporterB, 'lost_found_pet', scam.id, 'Scam, wants money');
  });

  it('the queue names the reported post and where to open it', async () => {
    const listed = (await queue()).find((q) => q.id === firstReport.id);
    expect(listed).toMatchObject({ contentType: 'lost_found_pet', contentId: scam.id, content: { title: 'Found dog: Rex', link: `/lost-found/${scam.id}` } });
  });

  it('remove takes the post down and closes every pending report of it, as one audited action', async () => {
    const res = await as(people.moderator).post(`/api/admin/reports/${firstReport.id}/resolve`).send({ action: 'remove', reason: REASON }).expect(200);
    expect(res.body).toMatchObject({ action: 'remove', closedReports: 2, takedown: { contentType: 'lost_found_pet', contentId: scam.id, reason: REASON, restoredAt: null } });
    takedownId = res.body.takedown.id;
    const ids = (await queue()).map((q) => q.id);
    expect(ids).not.toContain(firstReport.id);
    expect(ids).not.toContain(secondReport.id);
    const again = await as(people.moderator).post(`/api/admin/reports/${secondReport.id}/resolve`).send({ action: 'dismiss', reason: REASON });
    expect(again.status).toBe(409);

    const entries = (await auditEntries()).filter((e) => e.targetId === firstReport.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: people.moderator.user.id, action: 'report_resolved', targetType: 'report', reason: REASON });
    expect(entries[0].details).toMatchObject({ action: 'remove', contentId: scam.id, closedReports: 2, takedownId });
    expect((await auditEntries()).filter((e) => e.details.takedownId === takedownId)).toHaveLength(1);
  });

  it('the post is gone for the public: 404, not on the board, near me, in the sitemap, share tags or flyer', async () => {
    await eventually('svc-pets to hide the post', async () => (await status(as(null).get(`/api/lost-found-pets/${scam.id}`))) === 404);
    expect((await as(null).get(`/api/lost-found-pets/${scam.id}`)).body.message).toBe('Pet post not found');
    expect(await status(as(people.visitor).get(`/api/lost-found-pets/${scam.id}`))).toBe(404);
    const board = (await as(null).get('/api/lost-found-pets').expect(200)).body as LostFoundPet[];
    expect(board.map((p) => p.id)).not.toContain(scam.id);
    const nearMe = (await as(null).get('/api/lost-found-pets?lat=30.2672&lng=-97.7431&radiusMiles=5').expect(200)).body as LostFoundPet[];
    expect(nearMe.map((p) => p.id)).not.toContain(scam.id);
    expect(await sitemapText()).not.toContain(scam.id);
    const page = await http.get(`/lost-found/${scam.id}`).set('Accept', 'text/html').expect(200);
    expect(page.text).not.toContain('Rex');
    expect(page.text).not.toContain('deposit');
    expect(await status(as(null).get(`/api/lost-found-pets/${scam.id}/flyer.pdf`))).toBe(404);
    expect(await status(as(people.visitor).post(`/api/lost-found-pets/${scam.id}/messages`).send({ message: 'Is he still with you?' }))).toBe(404);
  });

  it('its author still sees it, marked with the reason, and is told in the bell and by mail', async () => {
    const own = (await as(people.poster).get(`/api/lost-found-pets/${scam.id}`).expect(200)).body as LostFoundPet;
    expect(own.removedReason).toBe(REASON);
    const mine = (await as(people.poster).get('/api/user/lost-found-pets').expect(200)).body as LostFoundPet[];
    expect(mine.find((p) => p.id === scam.id)?.removedReason).toBe(REASON);
    const notice = await waitFor(
      async () => (await notificationsOf(people.poster)).find((n) => n.title === 'Your pet post was removed by a moderator'),
      15_000,
      'the takedown notification',
    );
    expect(notice.message).toBe(`“Found dog: Rex” is no longer public. Removed by a moderator: ${REASON}`);
    const mail = await mailbox.waitForMail(people.poster.user.email, /removed by a moderator/, { timeoutMs: 15_000 });
    expect(mail.text).toContain(`Removed by a moderator: ${REASON}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/lost-found/${scam.id}`);
  });

  it('a second takedown of the same content is a 409', async () => {
    const res = await as(people.moderator).post('/api/admin/takedowns').send({ contentType: 'lost_found_pet', contentId: scam.id, reason: REASON });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This content is already taken down');
  });

  it('restore brings it back for everyone, once, audited, and the author hears of it', async () => {
    const res = await restore(takedownId);
    expect(res.body.restoredAt).toEqual(expect.any(String));
    await eventually('svc-pets to show the post again', async () => (await status(as(null).get(`/api/lost-found-pets/${scam.id}`))) === 200);
    expect(((await as(null).get('/api/lost-found-pets').expect(200)).body as LostFoundPet[]).map((p) => p.id)).toContain(scam.id);
    expect(await sitemapText()).toContain(scam.id);
    expect((await as(people.poster).get(`/api/lost-found-pets/${scam.id}`).expect(200)).body.removedReason).toBeUndefined();
    expect((await as(people.moderator).delete(`/api/admin/takedowns/${takedownId}`)).status).toBe(409);
    const restored = (await auditEntries()).filter((e) => e.action === 'takedown_restored' && e.details.takedownId === takedownId);
    expect(restored).toHaveLength(1);
    await waitFor(async () => (await notificationsOf(people.poster)).find((n) => n.title === 'Your pet post is back'), 15_000, 'the restore notification');
  });
});

describe('dismiss', () => {
  it('leaves the content up and closes its reports', async () => {
    const post = await approvedPost(people.poster, 'Daisy');
    const r = await report(people.reporterA, 'lost_found_pet', post.id, 'Wrong breed');
    const res = await as(people.moderator).post(`/api/admin/reports/${r.id}/resolve`).send({ action: 'dismiss', reason: 'Nothing against the guidelines' }).expect(200);
    expect(res.body).toEqual({ action: 'dismiss', closedReports: 1, takedown: null });
    expect((await queue()).map((q) => q.id)).not.toContain(r.id);
    await as(null).get(`/api/lost-found-pets/${post.id}`).expect(200);
    const entry = (await auditEntries()).find((e) => e.targetId === r.id);
    expect(entry).toMatchObject({ action: 'report_resolved', reason: 'Nothing against the guidelines', details: { action: 'dismiss' } });
  });
});

describe('reviews, businesses and business photos', () => {
  let businessId = '';
  let reviewId = '';
  let photoId = '';

  beforeAll(async () => {
    const created = await as(people.owner)
      .post('/api/businesses')
      .send({ name: 'Shady Paws Grooming', category: 'groomer', address: '9 Elm St', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0199', description: 'Grooming by the river.' })
      .expect(201);
    businessId = created.body.id;
    const photoUrl = await uploadPetPhoto(http, people.owner);
    const photos = await as(people.owner).post('/api/my-business/photos').send({ photoUrl }).expect(201);
    photoId = photos.body[0].id;
    await as(people.visitor).post('/api/reviews').send({ businessId, rating: 4, comment: 'Nice and careful.' }).expect(201);
    reviewId = (await as(people.reviewer).post('/api/reviews').send({ businessId, rating: 1, comment: 'Call 555-SPAM for cheap meds!!!' }).expect(201)).body.id;
  });

  it('a review taken down leaves the list and the rating; its author sees why; restore brings both back', async () => {
    const { id } = await takeDown('review', reviewId, 'Advertising in a review');
    await eventually('svc-directory to hide the review', async () => !(await as(null).get(`/api/reviews/${businessId}`)).body.some((r: { id: string }) => r.id === reviewId));
    const business = (await as(null).get(`/api/businesses/${businessId}`).expect(200)).body;
    expect(business).toMatchObject({ reviewCount: 1, avgRating: 4 });
    const mine = (await as(people.reviewer).get('/api/user/reviews').expect(200)).body;
    expect(mine.find((r: { id: string }) => r.id === reviewId)?.removedReason).toBe('Advertising in a review');
    await waitFor(async () => (await notificationsOf(people.reviewer)).find((n) => n.title === 'Your review was removed by a moderator'), 15_000, 'the review notice');

    await restore(id);
    await eventually('svc-directory to show the review', async () => (await as(null).get(`/api/reviews/${businessId}`)).body.some((r: { id: string }) => r.id === reviewId));
    expect((await as(null).get(`/api/businesses/${businessId}`).expect(200)).body).toMatchObject({ reviewCount: 2, avgRating: 2.5 });
  });

  it('a business photo taken down leaves the public page and stays, marked, in the owner’s gallery', async () => {
    const { id } = await takeDown('business_photo', photoId, 'Shows a person’s face without consent');
    await eventually('svc-directory to hide the photo', async () => (await as(null).get(`/api/businesses/${businessId}`)).body.photos.length === 0);
    const own = (await as(people.owner).get('/api/my-business').expect(200)).body;
    expect(own.photos).toEqual([expect.objectContaining({ id: photoId, removedReason: 'Shows a person’s face without consent' })]);
    await restore(id);
    await eventually('svc-directory to show the photo', async () => (await as(null).get(`/api/businesses/${businessId}`)).body.photos.length === 1);
  });

  it('a business taken down is 404, out of search and the sitemap; its owner sees why', async () => {
    const { id } = await takeDown('business', businessId, 'Not a real business');
    await eventually('svc-directory to unlist the business', async () => (await status(as(null).get(`/api/businesses/${businessId}`))) === 404);
    const search = (await as(null).get('/api/businesses?q=Shady').expect(200)).body as { id: string }[];
    expect(search.map((b) => b.id)).not.toContain(businessId);
    expect(await sitemapText()).not.toContain(businessId);
    const page = await http.get(`/business/${businessId}`).set('Accept', 'text/html').expect(200);
    expect(page.text).not.toContain('Shady Paws');
    const own = (await as(people.owner).get('/api/my-business').expect(200)).body;
    expect(own).toMatchObject({ id: businessId, removedReason: 'Not a real business' });
    await waitFor(async () => (await notificationsOf(people.owner)).find((n) => n.title === 'Your business listing was removed by a moderator'), 15_000, 'the owner notice');

    await restore(id);
    await eventually('svc-directory to list the business again', async () => (await status(as(null).get(`/api/businesses/${businessId}`))) === 200);
    expect(((await as(null).get('/api/businesses?q=Shady').expect(200)).body as { id: string }[]).map((b) => b.id)).toContain(businessId);
    expect((await as(people.owner).get('/api/my-business').expect(200)).body.removedReason).toBeUndefined();
  });

  it('the reviews of a business taken down answer the public like an unknown business; its owner and admins still read them', async () => {
    const unknown = await as(null).get(`/api/reviews/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Business not found');
    const { id } = await takeDown('business', businessId, 'Not a real business');
    await eventually('svc-directory to unlist the business', async () => (await status(as(null).get(`/api/businesses/${businessId}`))) === 404);
    for (const who of [null, people.visitor, people.reviewer, people.poster]) {
      for (const url of [`/api/reviews/${businessId}`, `/api/reviews/${businessId}?sort=helpful`]) {
        const res = await as(who).get(url);
        expect({ who: who?.user.username ?? 'anonymous', status: res.status, body: res.body }).toEqual({ who: who?.user.username ?? 'anonymous', status: 404, body: unknown.body });
      }
    }
    for (const who of [people.owner, people.moderator, people.contentManager]) {
      const reviews = (await as(who).get(`/api/reviews/${businessId}`).expect(200)).body as Review[];
      expect(reviews.map((r) => r.id)).toContain(reviewId);
      expect(reviews).toHaveLength(2);
    }

    await restore(id);
    await eventually('svc-directory to list the business again', async () => (await status(as(null).get(`/api/reviews/${businessId}`))) === 200);
    expect(((await as(null).get(`/api/reviews/${businessId}`).expect(200)).body as Review[]).map((r) => r.id)).toContain(reviewId);
  });
});

describe('sightings and pet messages', () => {
  it('a sighting taken down is hidden from everyone but its reporter, who sees why', async () => {
    const post = await approvedPost(people.poster, 'Pip');
    const seenAt = new Date(Date.now() - 3_600_000).toISOString();
    const sighting = (await as(people.visitor).post(`/api/lost-found-pets/${post.id}/sightings`).send({ seenAt, location: 'Behind the bakery', note: 'Rude words here' }).expect(201)).body;
    await takeDown('sighting', sighting.id, 'Abusive note');
    const ids = async (who: Member | null) => ((await as(who).get(`/api/lost-found-pets/${post.id}/sightings`).expect(200)).body as { id: string }[]).map((s) => s.id);
    await eventually('svc-pets to hide the sighting', async () => !(await ids(null)).includes(sighting.id));
    expect(await ids(people.poster)).not.toContain(sighting.id);
    const theirs = (await as(people.visitor).get(`/api/lost-found-pets/${post.id}/sightings`).expect(200)).body;
    expect(theirs.find((s: { id: string }) => s.id === sighting.id)?.removedReason).toBe('Abusive note');
  });

  it('a pet message taken down leaves the recipient’s conversation and stays, marked, with its sender', async () => {
    const post = await approvedPost(people.poster, 'Luna');
    const sent = (await as(people.visitor).post(`/api/lost-found-pets/${post.id}/messages`).send({ message: 'Pay me first and I will tell you where she is' }).expect(201)).body;
    await takeDown('pet_message', sent.id, 'Extortion');
    const messagesOf = async (who: Member) =>
      ((await as(who).get('/api/pet-conversations').expect(200)).body as { postId: string; messages: { id: string; removedReason?: string }[] }[]).find((c) => c.postId === post.id)?.messages ?? [];
    await eventually('svc-pets to hide the message', async () => !(await messagesOf(people.poster)).some((m) => m.id === sent.id));
    expect((await messagesOf(people.visitor)).find((m) => m.id === sent.id)?.removedReason).toBe('Extortion');
  });

  it('a post taken down loses its name and photo in the conversations of everyone but its poster', async () => {
    const post = await approvedPost(people.poster, 'Bramble');
    await as(people.visitor).post(`/api/lost-found-pets/${post.id}/messages`).send({ message: 'I think I saw him by the creek' }).expect(201);
    const conversationOf = async (who: Member) =>
      ((await as(who).get('/api/pet-conversations').expect(200)).body as PetConversation[]).find((c) => c.postId === post.id)!;
    expect(await conversationOf(people.visitor)).toMatchObject({ petName: 'Bramble', photoUrl: post.photoUrl });

    const { id } = await takeDown('lost_found_pet', post.id, 'Not a real pet');
    await eventually('svc-pets to take the post down', async () => (await status(as(null).get(`/api/lost-found-pets/${post.id}`))) === 404);
    const theirs = await conversationOf(people.visitor);
    expect(theirs).toMatchObject({ role: 'visitor', petName: 'Removed post', photoUrl: null, postType: 'found' });
    expect(theirs.messages.map((m) => m.message)).toEqual(['I think I saw him by the creek']);
    expect(JSON.stringify(theirs)).not.toContain('Bramble');
    expect(JSON.stringify(theirs)).not.toContain(post.photoUrl!);
    await as(people.visitor).post(`/api/pet-conversations/${theirs.id}/read`).expect(200);
    // The poster sees their own post as everywhere else: named, with its photo (and its mark on the post).
    expect(await conversationOf(people.poster)).toMatchObject({ role: 'poster', petName: 'Bramble', photoUrl: post.photoUrl });
    expect((await as(people.poster).get(`/api/lost-found-pets/${post.id}`).expect(200)).body.removedReason).toBe('Not a real pet');

    // The poster answers: the visitor's notice does not name the post either.
    await as(people.poster).post(`/api/pet-conversations/${theirs.id}/reply`).send({ message: 'Thanks, that was him' }).expect(201);
    const notice = await waitFor(
      async () => (await notificationsOf(people.visitor)).find((n) => n.title.startsWith('New message about')),
      15_000,
      'the reply notice',
    );
    expect(notice.title).toBe('New message about a found pet');
    expect(notice.message).not.toContain('Bramble');

    await restore(id);
    await eventually('svc-pets to show the post again', async () => (await conversationOf(people.visitor)).petName === 'Bramble');
    expect((await conversationOf(people.visitor)).photoUrl).toBe(post.photoUrl);
  });
});

describe('Pending Moderation tells the truth', () => {
  it('equals the pending posts plus the open reports the moderation page lists, each with the whole post', async () => {
    const photoUrl = await uploadPetPhoto(http, people.poster);
    const pending = (
      await as(people.poster)
        .post('/api/lost-found-pets')
        .send({ type: 'lost', petName: 'Waiting', breed: 'Pug', color: 'Fawn', description: 'Snorts a lot.', lastSeenLocation: 'Zilker Park, Austin', lastSeenDate: '2026-11-21', photoUrl, contactInfo: '(512) 555-0143' })
        .expect(201)
    ).body as LostFoundPet;
    // Resolved while still in review: it leaves the queue, and the count must follow.
    const home = (
      await as(people.poster)
        .post('/api/lost-found-pets')
        .send({ type: 'lost', petName: 'HomeAlready', breed: 'Pug', color: 'Black', description: 'Came back.', lastSeenLocation: 'Zilker Park, Austin', lastSeenDate: '2026-11-21', photoUrl, contactInfo: '(512) 555-0144' })
        .expect(201)
    ).body as LostFoundPet;
    await as(people.poster).patch(`/api/lost-found-pets/${home.id}/status`).send({ status: 'resolved' }).expect(200);
    await report(people.reporterB, 'lost_found_pet', (await approvedPost(people.poster, 'Counted')).id);

    const listed = async () => {
      const posts = (await as(people.moderator).get('/api/admin/lost-found/pending').expect(200)).body as LostFoundPet[];
      return { posts, total: posts.length + (await queue()).length };
    };
    const dashboard = async () => (await as(people.moderator).get('/api/admin/analytics/dashboard').expect(200)).body.pendingContentApproval as number;
    const { posts, total } = await listed();
    expect(posts.map((p) => p.id)).toContain(pending.id);
    expect(posts.map((p) => p.id)).not.toContain(home.id);
    expect(await dashboard()).toBe(total);
    expect(posts.find((p) => p.id === pending.id)).toMatchObject({ posterId: people.poster.user.id, description: 'Snorts a lot.', photoUrls: [photoUrl], lastSeenLocation: 'Zilker Park, Austin' });

    await takeDown('lost_found_pet', pending.id, 'Duplicate of another post');
    await eventually('the taken-down post to leave the queue', async () => !(await listed()).posts.some((p) => p.id === pending.id));
    expect(await dashboard()).toBe((await listed()).total);
  });
});

describe('account deletion', () => {
  it('keeps the takedown of a deleted member’s content for its reports and audit rows, without their name or words', async () => {
    const leaving = await signUp(http, 'mod_leaving');
    const post = await approvedPost(leaving, 'Gone', 'Words of someone who leaves');
    const { id } = await takeDown('lost_found_pet', post.id, 'Spam');
    await as(leaving).delete('/api/auth/user').send({ password: 'walnut-harbor-42' }).expect(200);
    const row = await waitFor(
      async () => (await adminDb.query('SELECT author_id, title FROM takedowns WHERE id = $1 AND author_id IS NULL', [id])).rows[0],
      15_000,
      'svc-admin to erase the author',
    );
    expect(row).toEqual({ author_id: null, title: 'Content of a deleted account' });
  });
});
