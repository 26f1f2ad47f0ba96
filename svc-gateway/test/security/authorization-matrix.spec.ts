// Authorization matrix: EVERY /api route × {signed out, pet owner, owner of another
// business, the business's owner, content_manager, moderator, super_admin}, generated from the one table
// below. The expected status comes from the product rules (docs/product.md#roles-and-permissions, docs/decisions/), not from what
// the system happens to answer: `rule` gives the default (public / signed-in / admin level) and
// `expect` the ownership exceptions. Rows include IDOR attempts on someone else's favorites,
// appointments, conversations, posts and notifications (with a snapshot of the victim's data before and
// after), and mass-assignment attempts (isPremium, avgRating, reviewCount, approvalStatus, status,
// ownerId/userId, role) whose effects are checked after the call.
import { createECDH, randomUUID } from 'node:crypto';
import type { AdminRole } from '@pawpals/contracts';
import { waitFor } from '@pawpals/testing';
import type request from 'supertest';
import { FORWARDED_ROUTES } from '../../src/edge/forwarding/route-table';
import { png } from '../image-fixtures';
import { signUp, type Member } from '../support';
import {
  ADMIN_LEVEL,
  cookieOf,
  freshSession,
  futureDate,
  petPhoto,
  REQUIRED_LEVEL,
  startSecurityWorld,
  uploadImage,
  validPetPost,
  WHO,
  type Http,
  type Person,
  type SecurityWorld,
  type Who,
} from './support';

let world: SecurityWorld;
let http: Http;

/** Ids of the data the rows aim at, made in beforeAll. */
const fx = {} as {
  b1: string; // the business (veterinarian) of `owner`
  b2: string; // the business (veterinarian) of `otherOwner`
  fav1: string; // petOwner's favorite of b1
  appt1: string; // petOwner's appointment at b1 (pending)
  appt2: string; // petOwner's second appointment at b1 (pending), cancelled by the matrix
  conv1: string; // petOwner's conversation with b1
  review1: string; // petOwner's review of b1
  post1: string; // petOwner's pending pet post (never moderated)
  post2: string; // petOwner's pending pet post, moderated by the matrix
  post3: string; // owner's approved 'messages only' pet post
  petConv1: string; // petOwner's conversation with the poster of post3 (owner)
  notif1: string; // petOwner's welcome notification (unread)
  notif2: string; // petOwner's copy of a broadcast (unread)
  photo: string; // a stored /objects/<id> of petOwner
  petUpload: string; // petOwner's finished upload URL
  ownerUpload: string; // owner's finished upload URL
  galleryPhoto: string; // a photo of b1's gallery
  grantee: Member; // a member the matrix tries to make super admin
};

const cookie = (who: Who): string | undefined => (who === 'anon' ? undefined : world.people[who].cookie);
const as = (who: Who, req: request.Test): request.Test => {
  const c = cookie(who);
  return c ? req.set('Cookie', c) : req;
};
const idOf = (who: Who): string | undefined => (who === 'anon' ? undefined : world.people[who].user.id);
const ids = (list: { id: string }[]) => list.map((x) => x.id);
/** The owner's business gallery as the public sees it. */
const ownerGallery = () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body.photos);

/** petOwner's view of their own data (the victim snapshots). */
const victimGet = (path: string) => http.get(path).set('Cookie', world.people.petOwner.cookie).expect(200).then((r) => r.body);

/** Reads a text/event-stream until its first chunk, then hangs up. */
function openStream(who: Who): Promise<request.Response> {
  return as(who, http.get('/api/notifications/stream'))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        done(null, res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text);
      };
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          finish();
          (res as unknown as { destroy(): void }).destroy();
        }
      });
      res.on('end', finish);
      res.on('close', finish);
    })
    .then((r) => r);
}

type Rule = 'public' | 'user' | { admin: AdminRole };

interface Row {
  /** "METHOD /path" exactly as routed (used for the coverage test). */
  route: string;
  /** What this row tries (shown in the test name). */
  scenario: string;
  rule: Rule;
  /** Status for callers the rule admits (default 200, POST 201). */
  ok?: number;
  /** Ownership exceptions to the rule, per caller. */
  expect?: Partial<Record<Who, number>>;
  /** This caller goes last: its success consumes the target the others attack. */
  last?: Who;
  send(who: Who): Promise<request.Response> | request.Test;
  /** Someone else's data: must be unchanged after the call unless the caller is in mayChange and succeeded. */
  victim?: () => Promise<unknown>;
  mayChange?: Who[];
  /** Extra assertions on the answer and the stored state (mass assignment, no leaks). */
  check?(who: Who, res: request.Response): Promise<void> | void;
}

const notOwn = (owners: Who[], status: number): Partial<Record<Who, number>> =>
  Object.fromEntries(WHO.filter((w) => w !== 'anon' && !owners.includes(w)).map((w) => [w, status]));

const TABLE: Row[] = [
  // ─── gateway: operations, identity, uploads, live ────────────────────────────────────────────────
  { route: 'GET /api/health', scenario: 'health', rule: 'public', send: (w) => as(w, http.get('/api/health')) },
  { route: 'GET /api/config', scenario: 'map tiles for the browser', rule: 'public', send: (w) => as(w, http.get('/api/config')) },
  {
    route: 'GET /api/auth/user',
    scenario: 'the caller and nobody else',
    rule: 'user',
    send: (w) => as(w, http.get('/api/auth/user')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.id).toBe(idOf(w));
      expect(res.body.passwordHash).toBeUndefined();
    },
  },
  {
    route: 'GET /api/auth/user/export',
    scenario: "the caller's own data only",
    rule: 'user',
    send: (w) => as(w, http.get('/api/auth/user/export')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.profile.id).toBe(idOf(w));
      if (w !== 'anon' && w !== 'petOwner') expect(JSON.stringify(res.body)).not.toContain(fx.post1);
    },
  },
  {
    route: 'DELETE /api/auth/user',
    scenario: 'a wrong password deletes nothing (the account is only ever the caller’s own)',
    rule: 'user',
    expect: notOwn([], 403),
    send: (w) => as(w, http.delete('/api/auth/user')).send({ password: 'not-the-password', userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/auth/user'),
  },
  {
    route: 'GET /api/admin/check',
    scenario: 'own role only',
    rule: 'user',
    send: (w) => as(w, http.get('/api/admin/check')),
    check: (w, res) => {
      if (w === 'anon') return;
      const admin = ADMIN_LEVEL[w] > 0;
      expect(res.body).toEqual({ isAdmin: admin, role: admin ? w : null });
    },
  },
  {
    route: 'POST /api/objects/upload',
    scenario: 'an upload URL',
    rule: 'user',
    ok: 200,
    send: (w) => as(w, http.post('/api/objects/upload')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    },
  },
  {
    route: 'PUT /api/objects/uploads/:id',
    scenario: 'a URL issued to the pet owner (the signed URL is the capability, the session is irrelevant)',
    rule: 'public',
    send: async (w) => {
      const { body } = await http.post('/api/objects/upload').set('Cookie', world.people.petOwner.cookie).expect(200);
      return as(w, http.put(body.uploadURL)).set('Content-Type', 'image/png').send(png());
    },
    check: (_w, res) => expect(res.body.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}$/),
  },
  {
    route: 'PUT /api/objects/uploads/:id',
    scenario: 'a forged signature',
    rule: 'public',
    expect: Object.fromEntries(WHO.map((w) => [w, 403])),
    send: async (w) => {
      const { body } = await http.post('/api/objects/upload').set('Cookie', world.people.petOwner.cookie).expect(200);
      const forged = String(body.uploadURL).replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
      return as(w, http.put(forged)).set('Content-Type', 'image/png').send(png());
    },
  },
  {
    route: 'PUT /api/pet-photo',
    scenario: "IDOR: the pet owner's upload",
    rule: 'user',
    expect: notOwn(['petOwner'], 403),
    send: (w) => as(w, http.put('/api/pet-photo')).send({ photoUrl: fx.petUpload }),
  },
  {
    route: 'PUT /api/business-logo',
    scenario: "IDOR: the business owner's upload",
    rule: 'user',
    expect: notOwn(['owner'], 403),
    send: (w) => as(w, http.put('/api/business-logo')).send({ logoUrl: fx.ownerUpload }),
    victim: () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body.logoUrl),
    mayChange: ['owner'],
  },
  {
    route: 'GET /api/notifications/stream',
    scenario: 'live notifications',
    rule: 'user',
    send: (w) => openStream(w),
    check: (w, res) => {
      if (w !== 'anon') expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    },
  },
  {
    route: 'GET /objects/:id',
    scenario: 'a stored image (public, outside /api)',
    rule: 'public',
    send: (w) => as(w, http.get(fx.photo)),
    // The pipeline keeps an opaque photo as JPEG, whatever it was sent as.
    check: (_w, res) => expect(res.headers['content-type']).toBe('image/jpeg'),
  },
  {
    route: 'GET /objects/:id?w=N',
    scenario: 'a width of a stored image (public, outside /api)',
    rule: 'public',
    send: (w) => as(w, http.get(`${fx.photo}?w=320`).set('Accept', 'image/webp')),
    check: (_w, res) => expect(res.headers['content-type']).toBe('image/webp'),
  },
  {
    route: 'GET /objects/:id/og.jpg',
    scenario: 'the share image of a stored image (public, outside /api)',
    rule: 'public',
    send: (w) => as(w, http.get(`${fx.photo}/og.jpg`)),
    check: (_w, res) => expect(res.headers['content-type']).toBe('image/jpeg'),
  },
  {
    route: 'GET /robots.txt',
    scenario: 'crawl rules (public, outside /api)',
    rule: 'public',
    send: (w) => as(w, http.get('/robots.txt')),
    check: (_w, res) => expect(res.text).toContain('Disallow: /admin'),
  },
  {
    route: 'GET /sitemap.xml',
    scenario: 'the sitemap: the same for everybody, never a pending post',
    rule: 'public',
    send: (w) => as(w, http.get('/sitemap.xml')),
    check: (_w, res) => {
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.text).toContain(`/business/${fx.b1}<`);
      expect(res.text).not.toContain(fx.post1);
    },
  },

  // ─── directory: reads ─────────────────────────────────────────────────────────────────────────────
  { route: 'GET /api/businesses', scenario: 'search', rule: 'public', send: (w) => as(w, http.get('/api/businesses?city=Secville')) },
  {
    route: 'GET /api/businesses/:id',
    scenario: 'one business, no owner id leaked',
    rule: 'public',
    send: (w) => as(w, http.get(`/api/businesses/${fx.b1}`)),
    check: (_w, res) => {
      expect(res.body.id).toBe(fx.b1);
      expect(res.body.ownerId).toBeUndefined();
    },
  },
  {
    route: 'GET /api/my-business',
    scenario: 'own business only',
    rule: 'user',
    send: (w) => as(w, http.get('/api/my-business')),
    check: (w, res) => {
      if (w === 'owner') expect(res.body.id).toBe(fx.b1);
      else if (w === 'otherOwner') expect(res.body.id).toBe(fx.b2);
      else if (w !== 'anon') expect(res.body).toBeNull();
    },
  },
  { route: 'GET /api/reviews/:businessId', scenario: 'reviews of a business', rule: 'public', send: (w) => as(w, http.get(`/api/reviews/${fx.b1}`)) },
  {
    route: 'GET /api/user/reviews',
    scenario: "IDOR: never the pet owner's review",
    rule: 'user',
    send: (w) => as(w, http.get('/api/user/reviews')),
    check: (w, res) => {
      if (w === 'anon') return;
      expect(ids(res.body).includes(fx.review1)).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/favorites',
    scenario: "IDOR: never the pet owner's favorite",
    rule: 'user',
    send: (w) => as(w, http.get('/api/favorites')),
    check: (w, res) => {
      if (w !== 'anon') expect(ids(res.body).includes(fx.fav1)).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/appointments',
    scenario: "IDOR: never the pet owner's appointment",
    rule: 'user',
    send: (w) => as(w, http.get('/api/appointments')),
    check: (w, res) => {
      if (w !== 'anon') expect(ids(res.body).includes(fx.appt1)).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/business/appointments',
    scenario: "IDOR: only the business's owner sees its appointments",
    rule: 'user',
    send: (w) => as(w, http.get('/api/business/appointments')),
    check: (w, res) => {
      if (w !== 'anon') expect(ids(res.body).includes(fx.appt1)).toBe(w === 'owner');
    },
  },
  {
    route: 'GET /api/my-business/inquiries',
    scenario: "IDOR: only the business's owner sees its conversations",
    rule: 'user',
    send: (w) => as(w, http.get('/api/my-business/inquiries')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.some((m: { conversationId: string }) => m.conversationId === fx.conv1)).toBe(w === 'owner');
    },
  },
  {
    route: 'GET /api/inquiries/mine',
    scenario: "IDOR: only the customer sees their conversations",
    rule: 'user',
    send: (w) => as(w, http.get('/api/inquiries/mine')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.some((m: { conversationId: string }) => m.conversationId === fx.conv1)).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/inquiries/unread-count',
    scenario: 'own count (the conversations I started and my business’s)',
    rule: 'user',
    send: (w) => as(w, http.get('/api/inquiries/unread-count')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body).toEqual({ count: expect.any(Number) });
    },
  },

  // ─── lost & found: reads ──────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/lost-found-pets',
    scenario: 'public board without pending posts',
    rule: 'public',
    send: (w) => as(w, http.get('/api/lost-found-pets')),
    check: (_w, res) => expect(ids(res.body)).not.toContain(fx.post1),
  },
  {
    route: 'GET /api/lost-found-pets/map',
    scenario: 'public map without pending posts',
    rule: 'public',
    send: (w) => as(w, http.get('/api/lost-found-pets/map?bbox=-180,-90,180,90&zoom=14')),
    check: (_w, res) => expect(ids(res.body.pets)).not.toContain(fx.post1),
  },
  {
    route: 'GET /api/lost-found-pets/:id',
    scenario: 'a pending post: the poster and admins only (others 404)',
    rule: 'public',
    expect: { anon: 404, otherOwner: 404, owner: 404 },
    send: (w) => as(w, http.get(`/api/lost-found-pets/${fx.post1}`)),
    check: (w, res) => {
      if (res.status === 200) expect(res.body.isOwner).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/user/lost-found-pets',
    scenario: "IDOR: never the pet owner's posts",
    rule: 'user',
    send: (w) => as(w, http.get('/api/user/lost-found-pets')),
    check: (w, res) => {
      if (w !== 'anon') expect(ids(res.body).includes(fx.post1)).toBe(w === 'petOwner');
    },
  },

  {
    route: 'GET /api/lost-found-pets/:id/matches',
    scenario: "a post's possible matches: its poster and admins only (others 404)",
    rule: 'user',
    expect: { otherOwner: 404, owner: 404 },
    send: (w) => as(w, http.get(`/api/lost-found-pets/${fx.post1}/matches`)),
  },
  {
    route: 'POST /api/lost-found-pets/:id/matches/:otherId/feedback',
    scenario: "answering about a post's match: its poster only (admins too get 404), and only about a live post of the other type",
    rule: 'user',
    ok: 200,
    expect: notOwn([], 404),
    send: (w) => as(w, http.post(`/api/lost-found-pets/${fx.post3}/matches/${fx.post1}/feedback`)).send({ verdict: 'not_mine' }),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.message).toBe(w === 'owner' ? 'Possible match not found' : 'Pet post not found');
    },
  },
  {
    route: 'GET /api/lost-found-pets/:id/nearby-vets',
    scenario: 'a pending post: the poster and admins only (others 404)',
    rule: 'public',
    expect: { anon: 404, otherOwner: 404, owner: 404 },
    send: (w) => as(w, http.get(`/api/lost-found-pets/${fx.post1}/nearby-vets`)),
  },
  { route: 'GET /api/lost-found-pets/reunions', scenario: 'happy reunions', rule: 'public', send: (w) => as(w, http.get('/api/lost-found-pets/reunions')) },
  {
    route: 'GET /api/lost-found-pets/:id/flyer.pdf',
    scenario: 'a pending post: the poster and admins only (others 404)',
    rule: 'public',
    expect: { anon: 404, otherOwner: 404, owner: 404 },
    send: (w) => as(w, http.get(`/api/lost-found-pets/${fx.post1}/flyer.pdf`)),
  },
  {
    route: 'GET /api/lost-found-pets/:id/sightings',
    scenario: 'a pending post: the poster and admins only (others 404)',
    rule: 'public',
    expect: { anon: 404, otherOwner: 404, owner: 404 },
    send: (w) => as(w, http.get(`/api/lost-found-pets/${fx.post1}/sightings`)),
  },
  {
    route: 'POST /api/lost-found-pets/:id/sightings',
    scenario: 'a pending post takes no sightings (others do not even see it)',
    rule: 'user',
    expect: { petOwner: 400, content_manager: 400, moderator: 400, super_admin: 400, owner: 404, otherOwner: 404 },
    send: (w) => as(w, http.post(`/api/lost-found-pets/${fx.post1}/sightings`)).send({ seenAt: new Date().toISOString(), location: 'By the park' }),
    victim: () => victimGet(`/api/lost-found-pets/${fx.post1}/sightings`),
  },
  {
    route: 'DELETE /api/lost-found-pets/:id/sightings/:sightingId',
    scenario: 'an unknown sighting of a pending post',
    rule: 'user',
    expect: notOwn([], 404),
    send: (w) => as(w, http.delete(`/api/lost-found-pets/${fx.post1}/sightings/${randomUUID()}`)),
  },

  {
    route: 'PATCH /api/lost-found-pets/:id/contact',
    scenario: "IDOR: how to reach the poster of someone else's pending post",
    rule: 'user',
    expect: { owner: 404, otherOwner: 404, content_manager: 403, moderator: 403, super_admin: 403 },
    send: (w) => as(w, http.patch(`/api/lost-found-pets/${fx.post1}/contact`)).send({ contactPreference: 'messages', contactInfo: '(512) 555-0999' }),
    victim: () => victimGet(`/api/lost-found-pets/${fx.post1}`).then((p) => [p.contactPreference, p.contactInfo]),
    mayChange: ['petOwner'],
  },
  {
    route: 'PATCH /api/lost-found-pets/:id/photos',
    scenario: "IDOR: the photos of someone else's pending post (each caller names an upload of their own; admins too get 404)",
    rule: 'user',
    expect: notOwn(['petOwner'], 404),
    send: async (w) =>
      as(w, http.patch(`/api/lost-found-pets/${fx.post1}/photos`)).send({
        photoUrls: [w === 'anon' || w === 'petOwner' ? fx.photo : await petPhoto(http, cookie(w)!)],
      }),
    victim: () => victimGet(`/api/lost-found-pets/${fx.post1}`).then((p) => p.photoUrls),
    mayChange: ['petOwner'],
  },
  {
    route: 'POST /api/lost-found-pets/:id/messages',
    scenario: "a member writes to the poster of an approved 'messages only' post (never their own)",
    rule: 'user',
    expect: { owner: 403 },
    send: (w) => as(w, http.post(`/api/lost-found-pets/${fx.post3}/messages`)).send({ message: `hello from ${w}` }),
    check: (w, res) => {
      if (res.status === 201) expect(res.body).toMatchObject({ senderRole: 'visitor', message: `hello from ${w}` });
      expect(JSON.stringify(res.body)).not.toContain('555-0177');
    },
  },
  {
    route: 'POST /api/lost-found-pets/:id/messages',
    scenario: 'a pending post takes no messages (others do not even see it; its poster cannot write to themselves)',
    rule: 'user',
    expect: { petOwner: 403, owner: 404, otherOwner: 404, content_manager: 400, moderator: 400, super_admin: 400 },
    send: (w) => as(w, http.post(`/api/lost-found-pets/${fx.post1}/messages`)).send({ message: 'hello' }),
  },
  {
    route: 'POST /api/lost-found-pets/:id/sightings/:sightingId/messages',
    scenario: "the poster's own action: an unknown sighting of a pending post",
    rule: 'user',
    expect: { petOwner: 404, owner: 404, otherOwner: 404, content_manager: 403, moderator: 403, super_admin: 403 },
    send: (w) => as(w, http.post(`/api/lost-found-pets/${fx.post1}/sightings/${randomUUID()}/messages`)).send({ message: 'hello' }),
  },
  {
    route: 'GET /api/pet-conversations',
    scenario: "the caller's own conversations only",
    rule: 'user',
    send: (w) => as(w, http.get('/api/pet-conversations')),
    check: (w, res) => {
      if (w === 'anon') return;
      const mine = ids(res.body).includes(fx.petConv1);
      expect({ w, mine }).toEqual({ w, mine: w === 'petOwner' || w === 'owner' });
    },
  },
  {
    route: 'GET /api/pet-conversations/unread-count',
    scenario: 'own count',
    rule: 'user',
    send: (w) => as(w, http.get('/api/pet-conversations/unread-count')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body).toEqual({ count: expect.any(Number) });
    },
  },
  {
    route: 'POST /api/pet-conversations/:conversationId/reply',
    scenario: "IDOR: someone else's pet conversation (only the poster and the visitor; anyone else 404)",
    rule: 'user',
    expect: notOwn(['petOwner', 'owner'], 404),
    send: (w) => as(w, http.post(`/api/pet-conversations/${fx.petConv1}/reply`)).send({ message: `reply by ${w}`, senderRole: 'poster' }),
    victim: () => victimGet('/api/pet-conversations').then((list) => list.filter((c: { id: string }) => c.id === fx.petConv1)),
    mayChange: ['petOwner', 'owner'],
    check: (w, res) => {
      if (w === 'petOwner') expect(res.body.senderRole).toBe('visitor');
      if (w === 'owner') expect(res.body.senderRole).toBe('poster');
    },
  },
  {
    route: 'POST /api/pet-conversations/:conversationId/read',
    scenario: "IDOR: someone else's pet conversation",
    rule: 'user',
    ok: 200,
    expect: notOwn(['petOwner', 'owner'], 404),
    send: (w) => as(w, http.post(`/api/pet-conversations/${fx.petConv1}/read`)),
    victim: () => victimGet('/api/pet-conversations').then((list) => list.filter((c: { id: string }) => c.id === fx.petConv1)),
    mayChange: ['petOwner', 'owner'],
  },

  // ─── alert areas ──────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/me/alert-area',
    scenario: "the caller's own area only",
    rule: 'user',
    send: (w) => as(w, http.get('/api/me/alert-area')),
  },
  {
    route: 'PUT /api/me/alert-area',
    scenario: "userId mass-assigned: always the caller's own area",
    rule: 'user',
    send: (w) => as(w, http.put('/api/me/alert-area')).send({ zipCode: '78701', radiusMiles: 5, userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/me/alert-area'),
    mayChange: ['petOwner'],
    check: async (w, res) => {
      if (res.status !== 200) return;
      expect(res.body).toMatchObject({ zipCode: '78701', radiusMiles: 5 });
      expect((await as(w, http.get('/api/me/alert-area')).expect(200)).body).toMatchObject({ zipCode: '78701' });
    },
  },
  {
    route: 'DELETE /api/me/alert-area',
    scenario: "only the caller's own area",
    rule: 'user',
    last: 'petOwner',
    send: (w) => as(w, http.delete('/api/me/alert-area')),
    victim: () => victimGet('/api/me/alert-area'),
    mayChange: ['petOwner'],
  },

  // ─── notifications ────────────────────────────────────────────────────────────────────────────────
  {
    route: 'GET /api/notifications',
    scenario: "IDOR: never the pet owner's notification",
    rule: 'user',
    send: (w) => as(w, http.get('/api/notifications')),
    check: (w, res) => {
      if (w !== 'anon') expect(ids(res.body).includes(fx.notif1)).toBe(w === 'petOwner');
    },
  },
  {
    route: 'GET /api/notifications/unread-count',
    scenario: 'own count',
    rule: 'user',
    send: (w) => as(w, http.get('/api/notifications/unread-count')),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body).toEqual({ count: expect.any(Number) });
    },
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    scenario: "IDOR: the pet owner's notification (404 for anyone else)",
    rule: 'user',
    expect: notOwn(['petOwner'], 404),
    last: 'petOwner',
    send: (w) => as(w, http.patch(`/api/notifications/${fx.notif1}/read`)).send({ isRead: true, userId: idOf(w) }),
    victim: async () => (await victimGet('/api/notifications')).find((n: { id: string }) => n.id === fx.notif1),
    mayChange: ['petOwner'],
  },
  {
    route: 'POST /api/notifications/read-all',
    scenario: "marks only the caller's own",
    rule: 'user',
    ok: 200,
    last: 'petOwner',
    send: (w) => as(w, http.post('/api/notifications/read-all')).send({ userId: world.people.petOwner.user.id }),
    victim: async () => (await victimGet('/api/notifications')).find((n: { id: string }) => n.id === fx.notif2),
    mayChange: ['petOwner'],
  },
  // ─── directory: writes ────────────────────────────────────────────────────────────────────────────
  {
    route: 'PUT /api/businesses/:id',
    scenario: "someone else's business; owner's premium toggle with avgRating/reviewCount/ownerId mass-assigned",
    rule: 'user',
    expect: notOwn(['owner'], 403),
    send: (w) =>
      as(w, http.put(`/api/businesses/${fx.b1}`)).send({
        description: `changed by ${w}`,
        isPremium: 1,
        avgRating: 5,
        reviewCount: 999,
        ownerId: idOf(w) ?? randomUUID(),
        id: randomUUID(),
      }),
    victim: () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body),
    mayChange: ['owner'],
    check: async (w, res) => {
      if (w !== 'owner') return;
      const reviews = (await http.get(`/api/reviews/${fx.b1}`).expect(200)).body as { rating: number }[];
      expect(res.body).toMatchObject({ id: fx.b1, description: 'changed by owner', isPremium: 1, reviewCount: reviews.length });
      expect(res.body.avgRating).toBeCloseTo(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length, 2);
      expect((await as('owner', http.get('/api/my-business')).expect(200)).body.id).toBe(fx.b1);
    },
  },
  {
    route: 'POST /api/businesses/:id/events',
    scenario: 'a counted page view (public, no identity stored)',
    rule: 'public',
    send: (w) => as(w, http.post(`/api/businesses/${fx.b1}/events`)).send({ kind: 'view' }),
  },
  {
    route: 'GET /api/my-business/insights',
    scenario: "only one's own business's figures",
    rule: 'user',
    expect: { petOwner: 404, content_manager: 404, moderator: 404, super_admin: 404 },
    send: (w) => as(w, http.get('/api/my-business/insights')),
    check: async (w, res) => {
      if (w !== 'owner' && w !== 'otherOwner') return;
      const views = res.body.weeks.at(-1).views;
      // b1 is viewed by the row above; b2 never is.
      if (w === 'otherOwner') expect(views).toBe(0);
      else expect(views).toBeGreaterThan(0);
    },
  },
  {
    route: 'POST /api/my-business/photos',
    scenario: "IDOR: the business owner's upload into one's own gallery",
    rule: 'user',
    expect: notOwn(['owner'], 403),
    send: (w) => as(w, http.post('/api/my-business/photos')).send({ photoUrl: fx.ownerUpload }),
    victim: ownerGallery,
    mayChange: ['owner'],
  },
  {
    route: 'PUT /api/my-business/photos/order',
    scenario: "someone else's photo ids (only the owner's gallery takes them; a member without a business has none)",
    rule: 'user',
    expect: { ...notOwn(['owner'], 404), otherOwner: 400 },
    send: async (w) => {
      const photoIds = ((await ownerGallery()) as { id: string }[]).map((p) => p.id).reverse();
      return as(w, http.put('/api/my-business/photos/order')).send({ photoIds });
    },
    victim: ownerGallery,
    mayChange: ['owner'],
  },
  {
    route: 'DELETE /api/my-business/photos/:photoId',
    scenario: "IDOR: the business owner's photo",
    rule: 'user',
    expect: notOwn(['owner'], 404),
    last: 'owner',
    send: (w) => as(w, http.delete(`/api/my-business/photos/${fx.galleryPhoto}`)),
    victim: ownerGallery,
    mayChange: ['owner'],
  },
  {
    route: 'POST /api/reviews',
    scenario: 'avgRating/reviewCount/userId/id mass-assigned; owners cannot review their own',
    rule: 'user',
    expect: { owner: 403 },
    send: (w) =>
      as(w, http.post('/api/reviews')).send({
        businessId: fx.b1,
        rating: 5,
        comment: `matrix ${w}`,
        avgRating: 1,
        reviewCount: 1000,
        userId: world.people.petOwner.user.id,
        id: fx.review1,
      }),
    victim: () => victimGet('/api/user/reviews'),
    mayChange: ['petOwner'],
    check: async (w, res) => {
      const business = (await http.get(`/api/businesses/${fx.b1}`).expect(200)).body;
      const reviews = (await http.get(`/api/reviews/${fx.b1}`).expect(200)).body as { rating: number }[];
      expect(business.reviewCount).toBe(reviews.length);
      expect(business.avgRating).toBeCloseTo(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length, 2);
      if (res.status === 201 && w !== 'petOwner') expect(res.body.id).not.toBe(fx.review1);
    },
  },
  {
    route: 'POST /api/favorites',
    scenario: "userId/id of the pet owner's favorite mass-assigned",
    rule: 'user',
    send: (w) => as(w, http.post('/api/favorites')).send({ businessId: fx.b2, userId: world.people.petOwner.user.id, id: fx.fav1 }),
    victim: () => victimGet('/api/favorites').then((list) => ids(list).sort()),
    mayChange: ['petOwner'],
    check: (w, res) => {
      if (res.status === 201) expect(res.body.id).not.toBe(fx.fav1);
    },
  },
  {
    route: 'DELETE /api/favorites/:id',
    scenario: "IDOR: the pet owner's favorite (404 for anyone else)",
    rule: 'user',
    expect: notOwn(['petOwner'], 404),
    last: 'petOwner',
    send: (w) => as(w, http.delete(`/api/favorites/${fx.fav1}`)),
    victim: () => victimGet('/api/favorites').then((list) => ids(list).sort()),
    mayChange: ['petOwner'],
  },
  {
    route: 'POST /api/appointments',
    scenario: 'status/userId mass-assigned: always pending, always the caller',
    rule: 'user',
    send: (w) =>
      as(w, http.post('/api/appointments')).send({
        businessId: fx.b1,
        appointmentDate: futureDate(),
        petName: 'Pepper',
        reason: 'Checkup',
        status: 'confirmed',
        userId: world.people.petOwner.user.id,
        id: fx.appt1,
      }),
    victim: () => victimGet('/api/appointments'),
    mayChange: ['petOwner'],
    check: (_w, res) => {
      if (res.status === 201) expect(res.body).toMatchObject({ status: 'pending', businessId: fx.b1 });
      if (res.status === 201) expect(res.body.id).not.toBe(fx.appt1);
    },
  },
  {
    route: 'PATCH /api/appointments/:id/status',
    scenario: "IDOR: only the business's owner (not the customer: 403; to anyone else it does not exist: 404) confirms",
    rule: 'user',
    expect: { ...notOwn(['owner', 'petOwner'], 404), petOwner: 403 },
    last: 'owner',
    send: (w) => as(w, http.patch(`/api/appointments/${fx.appt1}/status`)).send({ status: 'confirmed' }),
    victim: () => as('owner', http.get('/api/business/appointments')).expect(200).then((r) => r.body.find((a: { id: string }) => a.id === fx.appt1)),
    mayChange: ['owner'],
    check: (w, res) => {
      if (w === 'owner') expect(res.body).toMatchObject({ id: fx.appt1, status: 'confirmed' });
    },
  },
  {
    route: 'POST /api/businesses/:id/inquiries',
    scenario: 'senderType/customerId mass-assigned; owners cannot message their own business',
    rule: 'user',
    expect: { owner: 403 },
    send: (w) =>
      as(w, http.post(`/api/businesses/${fx.b1}/inquiries`)).send({
        subject: `Hello from ${w}`,
        message: 'Do you see cats?',
        senderType: 'business',
        customerId: world.people.petOwner.user.id,
        businessId: fx.b2,
        conversationId: fx.conv1,
      }),
    victim: () => victimGet('/api/inquiries/mine'),
    mayChange: ['petOwner'],
    check: (_w, res) => {
      if (res.status !== 201) return;
      expect(res.body).toMatchObject({ businessId: fx.b1, senderType: 'customer' });
      expect(res.body.conversationId).not.toBe(fx.conv1);
    },
  },
  {
    route: 'POST /api/inquiries/:conversationId/reply',
    scenario: "IDOR: someone else's conversation (only its customer and the business's owner; 404 for others, as if missing)",
    rule: 'user',
    expect: notOwn(['petOwner', 'owner'], 404),
    send: (w) => as(w, http.post(`/api/inquiries/${fx.conv1}/reply`)).send({ message: `reply by ${w}`, senderType: 'business' }),
    victim: () => victimGet('/api/inquiries/mine').then((list) => list.filter((m: { conversationId: string }) => m.conversationId === fx.conv1)),
    mayChange: ['petOwner', 'owner'],
    check: (w, res) => {
      if (w === 'petOwner') expect(res.body.senderType).toBe('customer');
      if (w === 'owner') expect(res.body.senderType).toBe('business');
    },
  },
  {
    route: 'POST /api/inquiries/:conversationId/read',
    scenario: "IDOR: someone else's conversation (404, as if missing)",
    rule: 'user',
    ok: 200,
    expect: notOwn(['petOwner', 'owner'], 404),
    send: (w) => as(w, http.post(`/api/inquiries/${fx.conv1}/read`)),
    victim: () => victimGet('/api/inquiries/mine').then((list) => list.filter((m: { conversationId: string }) => m.conversationId === fx.conv1)),
    mayChange: ['petOwner', 'owner'],
  },
  {
    route: 'GET /api/businesses/:id/slots',
    scenario: "a clinic's free slots",
    rule: 'public',
    send: (w) => as(w, http.get(`/api/businesses/${fx.b1}/slots`)),
    check: (_w, res) => expect(Array.isArray(res.body)).toBe(true),
  },
  {
    route: 'PUT /api/my-business/hours',
    scenario: "IDOR: businessId of the owner's business mass-assigned; only a business owner, and only their own",
    rule: 'user',
    expect: notOwn(['owner', 'otherOwner'], 404),
    send: (w) =>
      as(w, http.put('/api/my-business/hours')).send({
        businessId: fx.b1,
        id: fx.b1,
        weekly: [{ day: 1, open: '09:00', close: w === 'owner' ? '17:00' : '12:00' }],
        closures: [],
      }),
    victim: () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body.hours),
    mayChange: ['owner'],
    check: async (w, res) => {
      if (w === 'owner') expect(res.body).toMatchObject({ id: fx.b1, hours: { weekly: [{ day: 1, open: '09:00', close: '17:00' }] } });
      if (w === 'otherOwner') expect(res.body.id).toBe(fx.b2);
    },
  },
  {
    route: 'PUT /api/my-business/booking',
    scenario: "IDOR: only a clinic's owner sets its slots, never another clinic's",
    rule: 'user',
    expect: notOwn(['owner', 'otherOwner'], 404),
    send: (w) => as(w, http.put('/api/my-business/booking')).send({ businessId: fx.b1, slotMinutes: w === 'owner' ? 30 : 45, enabled: false }),
    victim: () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body.booking),
    mayChange: ['owner'],
    check: (w, res) => {
      if (w === 'owner') expect(res.body.booking).toEqual({ slotMinutes: 30, enabled: false });
    },
  },
  {
    route: 'PATCH /api/appointments/:id/cancel',
    scenario: "IDOR: only the visitor cancels their own appointment (the clinic 403; to anyone else it is missing, as on status)",
    rule: 'user',
    expect: { ...notOwn(['petOwner', 'owner'], 404), owner: 403 },
    last: 'petOwner',
    send: (w) => as(w, http.patch(`/api/appointments/${fx.appt2}/cancel`)).send({ userId: idOf(w) }),
    victim: () => victimGet('/api/appointments').then((list) => list.find((a: { id: string }) => a.id === fx.appt2)),
    mayChange: ['petOwner'],
    check: (w, res) => {
      if (w === 'petOwner') expect(res.body).toMatchObject({ id: fx.appt2, status: 'cancelled' });
    },
  },
  {
    route: 'PUT /api/reviews/:id/reply',
    scenario: 'IDOR: only the owner of the reviewed business answers (not the reviewer, another owner or admins)',
    rule: 'user',
    expect: notOwn(['owner'], 403),
    send: (w) => as(w, http.put(`/api/reviews/${fx.review1}/reply`)).send({ message: `answer by ${w}` }),
    victim: () => http.get(`/api/reviews/${fx.b1}`).expect(200).then((r) => r.body.find((x: { id: string }) => x.id === fx.review1).ownerReply),
    mayChange: ['owner'],
    check: (w, res) => {
      if (w === 'owner') expect(res.body.ownerReply).toMatchObject({ message: 'answer by owner' });
    },
  },
  {
    route: 'DELETE /api/reviews/:id/reply',
    scenario: "IDOR: only the owner of the reviewed business removes the answer",
    rule: 'user',
    expect: notOwn(['owner'], 403),
    last: 'owner',
    send: async (w) => {
      await as('owner', http.put(`/api/reviews/${fx.review1}/reply`)).send({ message: 'to be removed' }).expect(200);
      return as(w, http.delete(`/api/reviews/${fx.review1}/reply`));
    },
    check: async (w) => {
      const { body } = await http.get(`/api/reviews/${fx.b1}`).expect(200);
      const reply = body.find((x: { id: string }) => x.id === fx.review1).ownerReply;
      if (w === 'owner') expect(reply).toBeNull();
      else if (w !== 'anon') expect(reply).toMatchObject({ message: 'to be removed' });
    },
  },
  {
    route: 'POST /api/reviews/:id/helpful',
    scenario: 'members mark a review helpful once each; never the reviewer nor the owner of the reviewed business',
    rule: 'user',
    ok: 200,
    expect: { petOwner: 403, owner: 403 },
    send: (w) => as(w, http.post(`/api/reviews/${fx.review1}/helpful`)).send({ helpfulCount: 1000 }),
    check: async (w, res) => {
      if (res.status === 200) expect(res.body.helpfulCount).toBeLessThan(WHO.length);
      if (w !== 'anon' && w !== 'petOwner' && w !== 'owner') await as(w, http.post(`/api/reviews/${fx.review1}/helpful`)).expect(409);
    },
  },
  {
    route: 'POST /api/businesses',
    scenario: 'one per owner; isPremium/avgRating/reviewCount/ownerId/id mass-assigned',
    rule: 'user',
    expect: { owner: 409, otherOwner: 409 },
    send: (w) =>
      as(w, http.post('/api/businesses')).send({
        name: `Matrix ${w}`,
        category: 'groomer',
        city: 'Secville',
        isPremium: 1,
        avgRating: 5,
        reviewCount: 999,
        ownerId: world.people.owner.user.id,
        id: fx.b1,
        approvalStatus: 'approved',
      }),
    victim: () => http.get(`/api/businesses/${fx.b1}`).expect(200).then((r) => r.body),
    check: async (w, res) => {
      if (res.status !== 201) return;
      expect(res.body).toMatchObject({ name: `Matrix ${w}`, isPremium: 0, avgRating: 0, reviewCount: 0 });
      expect(res.body.id).not.toBe(fx.b1);
      expect((await as(w, http.get('/api/my-business')).expect(200)).body.id).toBe(res.body.id);
      expect((await as('owner', http.get('/api/my-business')).expect(200)).body.id).toBe(fx.b1);
    },
  },

  // ─── lost & found: writes ─────────────────────────────────────────────────────────────────────────
  {
    route: 'POST /api/lost-found-pets',
    scenario: 'approvalStatus/status/userId/id/resolvedAt mass-assigned: always pending and active, always the caller',
    rule: 'user',
    // Each caller posts their own photo: an image someone else uploaded is refused (lost-found.spec.ts).
    send: async (w) =>
      as(w, http.post('/api/lost-found-pets')).send(
        validPetPost(w === 'anon' || w === 'petOwner' ? fx.photo : await petPhoto(http, cookie(w)!), {
          petName: `Matrix ${w}`,
          approvalStatus: 'approved',
          status: 'resolved',
          userId: world.people.petOwner.user.id,
          id: fx.post1,
          isOwner: true,
          resolvedAt: new Date().toISOString(),
        }),
      ),
    victim: () => victimGet('/api/user/lost-found-pets').then((list) => ids(list).sort()),
    mayChange: ['petOwner'],
    check: async (w, res) => {
      if (res.status !== 201) return;
      expect(res.body).toMatchObject({ approvalStatus: 'pending', status: 'active', resolvedAt: null, isOwner: true });
      expect(res.body.id).not.toBe(fx.post1);
      expect(ids((await http.get('/api/lost-found-pets').expect(200)).body)).not.toContain(res.body.id);
      expect(ids((await as(w, http.get('/api/user/lost-found-pets')).expect(200)).body)).toContain(res.body.id);
    },
  },
  {
    route: 'PATCH /api/lost-found-pets/:id/status',
    scenario: "IDOR: someone else's pending post (only the poster; admins, who can see it, 403; members 404 as if missing)",
    rule: 'user',
    expect: { ...notOwn(['petOwner'], 403), owner: 404, otherOwner: 404 },
    last: 'petOwner',
    send: (w) => as(w, http.patch(`/api/lost-found-pets/${fx.post1}/status`)).send({ status: 'resolved', approvalStatus: 'approved' }),
    victim: () => victimGet('/api/user/lost-found-pets').then((list) => list.find((p: { id: string }) => p.id === fx.post1)),
    mayChange: ['petOwner'],
    check: (w, res) => {
      if (w === 'petOwner') expect(res.body).toMatchObject({ status: 'resolved', approvalStatus: 'pending' });
    },
  },

  // ─── admin ────────────────────────────────────────────────────────────────────────────────────────
  { route: 'GET /api/admin/lost-found/pending', scenario: 'moderation queue', rule: { admin: 'moderator' }, send: (w) => as(w, http.get('/api/admin/lost-found/pending')) },
  {
    route: 'GET /api/admin/lost-found/pending/count',
    scenario: 'how many posts the moderation queue holds',
    rule: { admin: 'moderator' },
    send: (w) => as(w, http.get('/api/admin/lost-found/pending/count')),
    check: (_w, res) => {
      if (res.status === 200) expect(res.body).toEqual({ count: expect.any(Number) });
    },
  },
  {
    route: 'PATCH /api/admin/lost-found/:id/approve',
    scenario: 'approve, with status/userId mass-assigned',
    rule: { admin: 'moderator' },
    send: (w) =>
      as(w, http.patch(`/api/admin/lost-found/${fx.post2}/approve`)).send({
        approvalStatus: 'approved',
        status: 'resolved',
        userId: world.people.otherOwner.user.id,
      }),
    victim: () => victimGet('/api/user/lost-found-pets').then((list) => list.find((p: { id: string }) => p.id === fx.post2)),
    mayChange: ['moderator', 'super_admin'],
    check: async (_w, res) => {
      if (res.status !== 200) return;
      const mine = (await victimGet('/api/user/lost-found-pets')).find((p: { id: string }) => p.id === fx.post2);
      expect(mine).toMatchObject({ approvalStatus: 'approved', status: 'active' });
    },
  },
  { route: 'GET /api/admin/analytics/dashboard', scenario: 'dashboard', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/analytics/dashboard')) },
  { route: 'GET /api/admin/analytics/trends', scenario: 'weekly trends', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/analytics/trends')) },
  { route: 'GET /api/admin/businesses', scenario: 'all businesses', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/businesses')) },
  {
    route: 'PATCH /api/admin/businesses/:id/premium',
    scenario: 'premium, with avgRating/ownerId mass-assigned',
    rule: { admin: 'content_manager' },
    send: (w) =>
      as(w, http.patch(`/api/admin/businesses/${fx.b2}/premium`)).send({ isPremium: 1, avgRating: 5, reviewCount: 50, ownerId: idOf(w) ?? randomUUID() }),
    victim: () => http.get(`/api/businesses/${fx.b2}`).expect(200).then((r) => r.body),
    mayChange: ['content_manager', 'moderator', 'super_admin'],
    check: async (_w, res) => {
      if (res.status !== 200) return;
      expect((await http.get(`/api/businesses/${fx.b2}`).expect(200)).body).toMatchObject({ isPremium: 1, avgRating: 0, reviewCount: 0 });
      expect((await as('otherOwner', http.get('/api/my-business')).expect(200)).body.id).toBe(fx.b2);
    },
  },
  { route: 'GET /api/admin/users', scenario: 'members', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/users')) },
  { route: 'GET /api/admin/reported-content', scenario: 'reports', rule: { admin: 'moderator' }, send: (w) => as(w, http.get('/api/admin/reported-content')) },
  {
    route: 'GET /api/admin/reported-content/count',
    scenario: 'how many reports are pending',
    rule: { admin: 'moderator' },
    send: (w) => as(w, http.get('/api/admin/reported-content/count')),
    check: (_w, res) => {
      if (res.status === 200) expect(res.body).toEqual({ count: expect.any(Number) });
    },
  },
  { route: 'GET /api/admin/appointments', scenario: 'all appointments', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/appointments')) },
  {
    route: 'POST /api/admin/notifications/bulk',
    scenario: 'broadcast',
    rule: { admin: 'content_manager' },
    send: (w) => as(w, http.post('/api/admin/notifications/bulk')).send({ title: `Matrix ${w}`, message: 'Hello everyone' }),
  },
  { route: 'GET /api/admin/settings/categories', scenario: 'settings', rule: { admin: 'content_manager' }, send: (w) => as(w, http.get('/api/admin/settings/categories')) },
  { route: 'GET /api/admin/admin-users', scenario: 'admins', rule: { admin: 'super_admin' }, send: (w) => as(w, http.get('/api/admin/admin-users')) },
  {
    route: 'POST /api/admin/admin-users',
    scenario: 'making a member super admin',
    rule: { admin: 'super_admin' },
    send: (w) => as(w, http.post('/api/admin/admin-users')).send({ userId: fx.grantee.user.id, role: 'super_admin' }),
    victim: () => http.get('/api/admin/check').set('Cookie', fx.grantee.cookie).expect(200).then((r) => r.body),
    mayChange: ['super_admin'],
  },
  {
    route: 'POST /api/admin/admin-users',
    scenario: 'self-escalation to super admin (super admin: already an admin, 409)',
    rule: { admin: 'super_admin' },
    expect: { super_admin: 409 },
    send: (w) => as(w, http.post('/api/admin/admin-users')).send({ userId: idOf(w) ?? fx.grantee.user.id, role: 'super_admin' }),
    victim: () => Promise.all((['content_manager', 'moderator'] as const).map((w) => as(w, http.get('/api/admin/check')).then((r) => r.body))),
  },
  {
    route: 'DELETE /api/admin/admin-users/:id',
    scenario: 'removing an admin',
    rule: { admin: 'super_admin' },
    send: async (w) => {
      const admins = (await as('super_admin', http.get('/api/admin/admin-users')).expect(200)).body as { id: string; userId: string }[];
      const target = admins.find((a) => a.userId === fx.grantee.user.id);
      return as(w, http.delete(`/api/admin/admin-users/${target?.id ?? randomUUID()}`));
    },
    victim: () => http.get('/api/admin/check').set('Cookie', fx.grantee.cookie).expect(200).then((r) => r.body),
    mayChange: ['super_admin'],
  },
  {
    route: 'POST /api/admin/search-places',
    scenario: 'place search (demo catalogue)',
    rule: { admin: 'content_manager' },
    ok: 200,
    send: (w) => as(w, http.post('/api/admin/search-places')).send({ city: 'Austin', state: 'TX', category: 'park', limit: 2 }),
  },
  {
    route: 'POST /api/admin/import-businesses',
    scenario: 'import, with rating/isPremium/ownerId mass-assigned (owner-less, unrated, not premium)',
    rule: { admin: 'content_manager' },
    ok: 200,
    send: (w) =>
      as(w, http.post('/api/admin/import-businesses')).send({
        businesses: [
          { name: `Imported ${w}`, category: 'park', city: 'Secville', rating: 5, avgRating: 5, reviewCount: 9, isPremium: 1, ownerId: world.people.petOwner.user.id },
        ],
      }),
    victim: () => victimGet('/api/my-business'),
    check: async (w, res) => {
      if (res.status !== 200) return;
      expect(res.body.imported).toEqual([{ name: `Imported ${w}` }]);
      const [imported] = (await http.get(`/api/businesses?q=${encodeURIComponent(`Imported ${w}`)}`).expect(200)).body;
      expect(imported).toMatchObject({ avgRating: 0, reviewCount: 0, isPremium: 0 });
    },
  },
  {
    route: 'GET /api/admin/audit-log',
    scenario: 'the audit log (super admins only)',
    rule: { admin: 'super_admin' },
    send: (w) => as(w, http.get('/api/admin/audit-log?limit=5')),
  },
  {
    route: 'GET /api/admin/system',
    scenario: 'the system page: services, outboxes, consumers (super admins only)',
    rule: { admin: 'super_admin' },
    send: (w) => as(w, http.get('/api/admin/system')),
  },
  {
    route: 'GET /api/admin/parked-events',
    scenario: 'parked events of every service (super admins only)',
    rule: { admin: 'super_admin' },
    send: (w) => as(w, http.get('/api/admin/parked-events?limit=5')),
  },
  {
    route: 'POST /api/admin/parked-events/:id/retry',
    scenario: 'retrying a parked event (an unknown one)',
    rule: { admin: 'super_admin' },
    ok: 404,
    send: (w) => as(w, http.post(`/api/admin/parked-events/notifications.notifications__matrix_check.${randomUUID()}/retry`)),
  },
  {
    route: 'DELETE /api/admin/parked-events/:id',
    scenario: 'deleting a parked event with a reason (an unknown one)',
    rule: { admin: 'super_admin' },
    ok: 404,
    send: (w) => as(w, http.delete(`/api/admin/parked-events/notifications.notifications__matrix_check.${randomUUID()}`)).send({ reason: 'Matrix check' }),
  },
  {
    route: 'POST /api/admin/users/:id/suspend',
    scenario: 'suspending a member (an unknown one: nobody here is signed out)',
    rule: { admin: 'moderator' },
    ok: 404,
    send: (w) => as(w, http.post(`/api/admin/users/${randomUUID()}/suspend`)).send({ reason: 'Matrix check' }),
  },
  {
    route: 'POST /api/admin/users/:id/reinstate',
    scenario: 'reinstating a member (an unknown one)',
    rule: { admin: 'moderator' },
    ok: 404,
    send: (w) => as(w, http.post(`/api/admin/users/${randomUUID()}/reinstate`)),
  },
  {
    route: 'POST /api/admin/reports/:id/resolve',
    scenario: 'acting on a report (an unknown one)',
    rule: { admin: 'moderator' },
    ok: 404,
    send: (w) => as(w, http.post(`/api/admin/reports/${randomUUID()}/resolve`)).send({ action: 'dismiss', reason: 'Matrix check' }),
  },
  {
    route: 'POST /api/admin/takedowns',
    scenario: 'taking content down (content that does not exist)',
    rule: { admin: 'moderator' },
    ok: 404,
    send: (w) => as(w, http.post('/api/admin/takedowns')).send({ contentType: 'review', contentId: randomUUID(), reason: 'Matrix check' }),
  },
  {
    route: 'DELETE /api/admin/takedowns/:id',
    scenario: 'restoring taken-down content (an unknown takedown)',
    rule: { admin: 'moderator' },
    ok: 404,
    send: (w) => as(w, http.delete(`/api/admin/takedowns/${randomUUID()}`)),
  },
  {
    route: 'POST /api/reports',
    scenario: 'report, with status/reporterId mass-assigned',
    rule: 'user',
    send: (w) =>
      as(w, http.post('/api/reports')).send({
        contentType: 'business',
        contentId: fx.b1,
        reason: `Matrix report by ${w}`,
        status: 'resolved',
        reporterId: world.people.petOwner.user.id,
      }),
    check: (_w, res) => {
      if (res.status === 201) expect(res.body.status).toBe('pending');
    },
  },

  // ─── identity routes that start or end sessions: a second session per caller keeps the main one ─
  {
    route: 'POST /api/signup',
    scenario: 'role/isAdmin/adminRole/id mass-assigned; the caller’s session is rotated',
    rule: 'public',
    send: async (w) => {
      const second = w === 'anon' ? undefined : await freshSession(http, world.people[w]);
      const req = http.post('/api/signup');
      if (second) req.set('Cookie', second);
      const res = await req.send({
        firstName: 'Mass',
        lastName: 'Assign',
        username: `sec_su_${w}`,
        email: `sec_su_${w}@example.com`,
        password: 'walnut-harbor-42',
        confirmPassword: 'walnut-harbor-42',
        role: 'super_admin',
        isAdmin: true,
        adminRole: 'super_admin',
        id: world.people.super_admin.user.id,
        accountType: 'pet_owner',
      });
      if (second) await http.get('/api/auth/user').set('Cookie', second).expect(401);
      return res;
    },
    check: async (_w, res) => {
      expect(res.body.id).not.toBe(world.people.super_admin.user.id);
      expect(res.body.role).toBeUndefined();
      const check = await http.get('/api/admin/check').set('Cookie', cookieOf(res)!).expect(200);
      expect(check.body).toEqual({ isAdmin: false, role: null });
    },
  },
  {
    route: 'POST /api/login/local',
    scenario: 'own credentials (signed out: the pet owner’s); the previous session ends',
    rule: 'public',
    ok: 200,
    send: async (w) => {
      const account = world.people[w === 'anon' ? 'petOwner' : w];
      const second = w === 'anon' ? undefined : await freshSession(http, account);
      const req = http.post('/api/login/local');
      if (second) req.set('Cookie', second);
      const res = await req.send({ emailOrUsername: account.login, password: account.password });
      if (second) await http.get('/api/auth/user').set('Cookie', second).expect(401);
      return res;
    },
    check: (w, res) => expect(res.body.id).toBe(idOf(w === 'anon' ? 'petOwner' : w)),
  },
  {
    route: 'POST /api/admin/login',
    scenario: 'own credentials (signed out: the super admin’s)',
    rule: 'public',
    ok: 200,
    expect: { petOwner: 403, otherOwner: 403, owner: 403 },
    send: async (w) => {
      const account = world.people[w === 'anon' ? 'super_admin' : w];
      const second = w === 'anon' ? undefined : await freshSession(http, account);
      const req = http.post('/api/admin/login');
      if (second) req.set('Cookie', second);
      return req.send({ username: account.login, password: account.password });
    },
    check: (w, res) => {
      if (res.status === 200) expect(res.body.role).toBe(w === 'anon' ? 'super_admin' : w);
      else expect(res.body.message).toBe('This account does not have admin access');
    },
  },
  {
    route: 'POST /api/admin/logout',
    scenario: 'ends only the session it is sent with',
    rule: 'public',
    ok: 200,
    send: async (w) => {
      const second = w === 'anon' ? undefined : await freshSession(http, world.people[w]);
      const req = http.post('/api/admin/logout');
      if (second) req.set('Cookie', second);
      const res = await req;
      if (second) await http.get('/api/auth/user').set('Cookie', second).expect(401);
      return res;
    },
  },
  {
    route: 'GET /api/logout',
    scenario: 'ends only the session it is sent with, back to /',
    rule: 'public',
    ok: 302,
    send: async (w) => {
      const second = w === 'anon' ? undefined : await freshSession(http, world.people[w]);
      const req = http.get('/api/logout');
      if (second) req.set('Cookie', second);
      const res = await req;
      if (second) await http.get('/api/auth/user').set('Cookie', second).expect(401);
      return res;
    },
    check: (_w, res) => expect(res.headers.location).toBe('/'),
  },
  // ─── account settings: always the caller's own account ─
  {
    route: 'PATCH /api/auth/user',
    scenario: 'own name only; id/username/email/emailVerified mass-assigned',
    rule: 'user',
    send: (w) =>
      as(w, http.patch('/api/auth/user')).send({
        firstName: w === 'anon' ? 'Anon' : world.people[w].user.firstName,
        id: world.people.petOwner.user.id,
        userId: world.people.petOwner.user.id,
        username: 'taken_over',
        email: world.people.petOwner.user.email,
        emailVerified: true,
      }),
    victim: () => victimGet('/api/auth/user'),
    mayChange: ['petOwner'],
    check: (w, res) => {
      if (res.status !== 200) return;
      expect(res.body).toMatchObject({ id: idOf(w), username: world.people[w as Person].user.username, email: world.people[w as Person].user.email });
    },
  },
  {
    route: 'POST /api/auth/password',
    scenario: 'a wrong current password (with a userId mass-assigned) changes no password',
    rule: 'user',
    ok: 400,
    send: (w) => as(w, http.post('/api/auth/password')).send({ currentPassword: 'not-my-password', newPassword: 'taken-over-1', userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/auth/user'),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.message).toBe('Your current password is not correct');
    },
  },
  {
    route: 'POST /api/auth/email',
    scenario: 'a wrong password (with a userId mass-assigned) mails no link',
    rule: 'user',
    ok: 400,
    send: (w) => as(w, http.post('/api/auth/email')).send({ newEmail: `taken.over.${w}@example.com`, password: 'not-my-password', userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/auth/user'),
  },
  { route: 'GET /api/me/preferences', scenario: 'my email preferences', rule: 'user', send: (w) => as(w, http.get('/api/me/preferences')) },
  {
    route: 'POST /api/me/preferences/unsubscribe',
    scenario: 'a token naming the pet owner but not signed by us switches nothing off',
    rule: 'public',
    ok: 400,
    send: (w) => as(w, http.post('/api/me/preferences/unsubscribe')).send({ token: `${world.people.petOwner.user.id}.messages.forged-${w}` }),
    victim: () => victimGet('/api/me/preferences'),
    check: (_w, res) => expect(res.body.message).toBe('This unsubscribe link is not valid. You can choose your emails in Settings.'),
  },
  {
    route: 'PUT /api/me/preferences',
    scenario: 'my own preferences only (userId mass-assigned)',
    rule: 'user',
    send: (w) =>
      as(w, http.put('/api/me/preferences')).send({ petAlerts: true, messages: true, appointments: true, news: true, userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/me/preferences'),
    mayChange: ['petOwner'],
    check: (_w, res) => {
      if (res.status === 200) expect(res.body).toEqual({ petAlerts: true, messages: true, appointments: true, news: true, push: { petAlerts: true, messages: true, appointments: true } });
    },
  },
  { route: 'GET /api/push/public-key', scenario: 'the VAPID public key is public', rule: 'public', send: (w) => as(w, http.get('/api/push/public-key')) },
  {
    route: 'POST /api/push/subscriptions',
    scenario: 'an endpoint off the allowed push services is stored for nobody (userId mass-assigned)',
    rule: 'user',
    ok: 400,
    send: (w) =>
      as(w, http.post('/api/push/subscriptions')).send({
        endpoint: `https://push.attacker.example/${w}`,
        keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
        userId: world.people.petOwner.user.id,
      }),
    victim: () => victimGet('/api/push/subscriptions'),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.message).toMatch(/push service is not one PawPals can send to/);
    },
  },
  {
    route: 'GET /api/push/subscriptions',
    scenario: 'my own devices only',
    rule: 'user',
    send: (w) => as(w, http.get('/api/push/subscriptions')),
    check: (w, res) => {
      if (w !== 'anon') expect(Array.isArray(res.body)).toBe(true);
    },
  },
  {
    route: 'DELETE /api/push/subscriptions',
    scenario: 'removes only a device of mine (an id of nobody’s, userId mass-assigned)',
    rule: 'user',
    send: (w) => as(w, http.delete('/api/push/subscriptions')).send({ id: randomUUID(), userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/push/subscriptions'),
  },

  // ─── mailed links: nobody reaches another account without the token that was mailed to it ─
  {
    route: 'POST /api/auth/verify-email',
    scenario: 'a token never mailed (with a userId mass-assigned) verifies nobody',
    rule: 'public',
    ok: 400,
    send: (w) => as(w, http.post('/api/auth/verify-email')).send({ token: `forged-${w}-${'x'.repeat(40)}`, userId: world.people.petOwner.user.id }),
    victim: () => victimGet('/api/auth/user'),
    check: (_w, res) => expect(res.body.message).toMatch(/invalid or has expired/),
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    scenario: 'mails the caller’s own address only (an email in the body is ignored)',
    rule: 'user',
    ok: 202,
    send: (w) => as(w, http.post('/api/auth/verify-email/resend')).send({ email: world.people.petOwner.user.email }),
    check: (w, res) => {
      if (res.status === 202) expect(res.body.message).toContain(world.people[w as Person].user.email);
    },
  },
  {
    route: 'POST /api/auth/password-reset',
    scenario: 'asking for someone else’s reset only mails them: their session and password stay',
    rule: 'public',
    ok: 202,
    send: (w) => as(w, http.post('/api/auth/password-reset')).send({ email: world.people.petOwner.user.email }),
    victim: () => victimGet('/api/auth/user'),
    check: (_w, res) => expect(cookieOf(res)).toBeUndefined(),
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    scenario: 'a token never mailed (with a userId mass-assigned) changes no password',
    rule: 'public',
    ok: 400,
    send: (w) =>
      as(w, http.post('/api/auth/password-reset/confirm')).send({
        token: `forged-${w}-${'x'.repeat(40)}`,
        password: 'taken-over-1',
        confirmPassword: 'taken-over-1',
        userId: world.people.petOwner.user.id,
      }),
    victim: () => victimGet('/api/auth/user'),
    check: (_w, res) => expect(cookieOf(res)).toBeUndefined(),
  },
  {
    route: 'POST /api/auth/logout-all',
    scenario: 'ends every session of the caller and of nobody else',
    rule: 'user',
    ok: 200,
    send: async (w) => {
      if (w === 'anon') return http.post('/api/auth/logout-all');
      const second = await freshSession(http, world.people[w]);
      const res = await http.post('/api/auth/logout-all').set('Cookie', second);
      await http.get('/api/auth/user').set('Cookie', world.people[w].cookie).expect(401);
      world.people[w].cookie = await freshSession(http, world.people[w]);
      return res;
    },
    victim: () => victimGet('/api/auth/user'),
    check: (w, res) => {
      if (w !== 'anon') expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(2);
    },
  },
];

/** The rule-derived status, then the row's ownership exceptions. */
function expected(row: Row, who: Who): number {
  const ok = row.ok ?? (row.route.startsWith('POST ') ? 201 : 200);
  let status: number;
  if (row.rule === 'public') status = ok;
  else if (who === 'anon') status = 401;
  else if (row.rule === 'user') status = ok;
  else status = ADMIN_LEVEL[who] >= REQUIRED_LEVEL[row.rule.admin] ? ok : 403;
  return row.expect?.[who] ?? status;
}

const CASES = TABLE.flatMap((row) => {
  const order = row.last ? [...WHO.filter((w) => w !== row.last), row.last] : [...WHO];
  return order.map((who) => [`${row.route} — ${row.scenario}`, who, expected(row, who), row] as const);
});

beforeAll(async () => {
  world = await startSecurityWorld('mx');
  http = world.http;
  const p = world.people;
  const business = (who: Person, name: string) =>
    as(who, http.post('/api/businesses'))
      .send({ name, category: 'veterinarian', city: 'Secville', state: 'TX' })
      .expect(201)
      .then((r) => r.body.id as string);
  fx.b1 = await business('owner', 'Matrix Vet');
  fx.b2 = await business('otherOwner', 'Other Vet');
  fx.fav1 = (await as('petOwner', http.post('/api/favorites')).send({ businessId: fx.b1 }).expect(201)).body.id;
  fx.appt1 = (
    await as('petOwner', http.post('/api/appointments')).send({ businessId: fx.b1, appointmentDate: futureDate(), petName: 'Pepper', reason: 'Shots' }).expect(201)
  ).body.id;
  fx.appt2 = (
    await as('petOwner', http.post('/api/appointments')).send({ businessId: fx.b1, appointmentDate: futureDate(), petName: 'Pepper', reason: 'Teeth' }).expect(201)
  ).body.id;
  fx.conv1 = (await as('petOwner', http.post(`/api/businesses/${fx.b1}/inquiries`)).send({ subject: 'Cats?', message: 'Do you see cats?' }).expect(201)).body
    .conversationId;
  fx.review1 = (await as('petOwner', http.post('/api/reviews')).send({ businessId: fx.b1, rating: 3, comment: 'original' }).expect(201)).body.id;
  fx.photo = await petPhoto(http, p.petOwner.cookie);
  fx.post1 = (await as('petOwner', http.post('/api/lost-found-pets')).send(validPetPost(fx.photo)).expect(201)).body.id;
  fx.post2 = (await as('petOwner', http.post('/api/lost-found-pets')).send(validPetPost(fx.photo, { petName: 'Second' })).expect(201)).body.id;
  const ownerPhoto = await petPhoto(http, p.owner.cookie);
  fx.post3 = (
    await as('owner', http.post('/api/lost-found-pets'))
      .send(validPetPost(ownerPhoto, { petName: 'Private', contactInfo: '(512) 555-0177', contactPreference: 'messages' }))
      .expect(201)
  ).body.id;
  await as('super_admin', http.patch(`/api/admin/lost-found/${fx.post3}/approve`)).send({ approvalStatus: 'approved' }).expect(200);
  fx.petConv1 = (await as('petOwner', http.post(`/api/lost-found-pets/${fx.post3}/messages`)).send({ message: 'Is this your dog?' }).expect(201)).body
    .conversationId;
  fx.petUpload = await uploadImage(http, p.petOwner.cookie);
  fx.ownerUpload = await uploadImage(http, p.owner.cookie);
  fx.galleryPhoto = (
    await as('owner', http.post('/api/my-business/photos')).send({ photoUrl: await uploadImage(http, p.owner.cookie) }).expect(201)
  ).body[0].id;
  fx.grantee = await signUp(http, 'mx_grantee');
  // The welcome notification arrives through the event stream.
  const welcome = await waitFor(async () => {
    const list = (await as('petOwner', http.get('/api/notifications')).expect(200)).body as { id: string; isRead: number }[];
    return list.length ? list[list.length - 1] : undefined;
  }, 15_000, "the pet owner's welcome notification");
  expect(welcome.isRead).toBe(0);
  fx.notif1 = welcome.id;
  await as('super_admin', http.post('/api/admin/notifications/bulk')).send({ title: 'Fixture broadcast', message: 'Hello' }).expect(201);
  fx.notif2 = await waitFor(async () => {
    const list = (await as('petOwner', http.get('/api/notifications')).expect(200)).body as { id: string; title: string }[];
    return list.find((n) => n.title === 'Fixture broadcast')?.id;
  }, 15_000, "the pet owner's copy of the broadcast");
  // svc-admin must know the grantee before the matrix tries to promote them.
  await waitFor(async () => {
    const users = (await as('super_admin', http.get('/api/admin/users')).expect(200)).body as { id: string }[];
    return users.some((u) => u.id === fx.grantee.user.id) || undefined;
  }, 15_000, 'the grantee in the admin read model');
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('authorization matrix', () => {
  it.each(CASES)('%s as %s → %i', async (_name, who, status, row) => {
    const before = row.victim ? await row.victim() : undefined;
    const res = await row.send(who);
    expect({ who, status: res.status, body: res.status === status ? undefined : res.body }).toEqual({ who, status, body: undefined });
    if (res.status >= 400) expect(typeof res.body.message).toBe('string');
    if (row.victim && !(row.mayChange?.includes(who) && res.status < 400)) expect(await row.victim()).toEqual(before);
    await row.check?.(who, res);
  });
});

describe('coverage', () => {
  const routed = new Set(TABLE.map((r) => r.route));

  it('has a row for every forwarded route', () => {
    const missing = FORWARDED_ROUTES.map((r) => `${r.method} /api${r.path}`).filter((r) => !routed.has(r));
    expect(missing).toEqual([]);
  });

  it('has a row for every route of the OpenAPI document (the gateway’s own routes too)', async () => {
    const doc = (await http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(FORWARDED_ROUTES.length);
    expect(documented.filter((r) => !routed.has(r))).toEqual([]);
  });

  it('ends with every service healthy', async () => {
    await http.get('/api/health').expect(200);
  });
});
