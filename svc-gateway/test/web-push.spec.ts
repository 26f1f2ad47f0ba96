// Web Push end to end (docs/decisions/0142-web-push.md): the routes through the gateway, and pushes sent
// by svc-notifications (a child process running its real sending code) to a local HTTPS push service that
// checks VAPID and decrypts each push with the subscription's own keys (LocalPushService in libs/testing).
import { randomUUID } from 'node:crypto';
import { EVENTS, type EmailPreferences, type Notification, type PushSubscription } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { Client } from 'pg';
import { dropDatabases, isolatedConfig, LocalPushService, publishEvent, ServiceFleet, waitFor, type ReceivedPush, type TestSubscription } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
let pushService: LocalPushService;
let poster: Member;
let neighbour: Member;
let other: Member;
let publicKey: string;

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

const publish = <D>(event: Parameters<typeof publishEvent<D>>[2], data: D) => publishEvent(fleet.nc, config, event, data);
const subscribe = (m: Member, sub: Pick<TestSubscription, 'endpoint' | 'keys'>, userAgent = FIREFOX_ANDROID) =>
  api.post('/api/push/subscriptions').set('Cookie', m.cookie).set('User-Agent', userAgent).send({ endpoint: sub.endpoint, keys: sub.keys });
const mine = async (m: Member): Promise<PushSubscription[]> => (await api.get('/api/push/subscriptions').set('Cookie', m.cookie).expect(200)).body;
const notifications = async (m: Member): Promise<Notification[]> => (await api.get('/api/notifications').set('Cookie', m.cookie).expect(200)).body;
const notified = (m: Member, title: string) =>
  waitFor(async () => (await notifications(m)).find((n) => n.title === title), 10_000, `"${title}" in the bell of ${m.user.username}`);
/** Waits for the device's push whose tag is `tag`, and returns it. */
const pushed = (sub: TestSubscription, tag: string) =>
  waitFor(() => pushService.received(sub).find((p) => p.payload.tag === tag), 10_000, `a push tagged ${tag} at ${sub.endpoint}`);

const petMessage = (recipient: Member, petName = 'Biscuit') => {
  const conversationId = randomUUID();
  return {
    conversationId,
    data: {
      conversationId,
      messageId: randomUUID(),
      postId: randomUUID(),
      petName,
      type: 'lost' as const,
      senderRole: 'visitor' as const,
      senderId: other.user.id,
      senderFirstName: 'Rosa',
      recipientId: recipient.user.id,
    },
  };
};

beforeAll(async () => {
  pushService = await LocalPushService.start();
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['notifications'], {
    NODE_EXTRA_CA_CERTS: pushService.caFile,
    PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com,${pushService.origin}`,
    PUSH_POLL_MS: '200',
    PUSH_RETRY_BASE_MS: '300',
    PUSH_MAX_ATTEMPTS: '3',
    PUSH_TTL_SECONDS: '3600',
  });
  gateway = await createGateway({ config });
  api = request(gateway.app.getHttpServer());
  poster = await signUp(api, 'push_poster', { firstName: 'Paula' });
  neighbour = await signUp(api, 'push_neighbour', { firstName: 'Nina' });
  other = await signUp(api, 'push_other', { firstName: 'Rosa' });
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await pushService?.close();
  await dropDatabases(config);
});

afterEach(() => {
  // Every push that reached the push service was signed and encrypted right.
  expect(pushService.problems).toEqual([]);
});

describe('the routes', () => {
  it('give anyone the VAPID public key: an uncompressed P-256 point, base64url, the same on every call', async () => {
    const res = await api.get('/api/push/public-key').expect(200);
    publicKey = res.body.publicKey;
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await api.get('/api/push/public-key').expect(200)).body).toEqual({ publicKey });
  });

  it('answer 401 without a session', async () => {
    const sub = pushService.subscription('anonymous');
    await api.post('/api/push/subscriptions').send({ endpoint: sub.endpoint, keys: sub.keys }).expect(401);
    await api.get('/api/push/subscriptions').expect(401);
    await api.delete('/api/push/subscriptions').send({ endpoint: sub.endpoint }).expect(401);
  });

  it.each([
    ['a p256dh of the wrong length', (s: TestSubscription) => ({ ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) }), 'keys.p256dh must be the base64url public key of the subscription (65 bytes, an uncompressed P-256 point)'],
    ['a compressed point', (s: TestSubscription) => ({ ...s.keys, p256dh: Buffer.concat([Buffer.from([2]), Buffer.from(s.keys.p256dh, 'base64url').subarray(1)]).toString('base64url') }), 'keys.p256dh must be the base64url public key of the subscription (65 bytes, an uncompressed P-256 point)'],
    ['a point off the curve', () => ({ p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') }), 'keys.p256dh is not a valid P-256 public key'],
    ['an auth that is not 16 bytes', (s: TestSubscription) => ({ ...s.keys, auth: Buffer.alloc(12, 1).toString('base64url') }), 'keys.auth must be the base64url auth secret of the subscription (16 bytes)'],
    ['keys that are not base64url', (s: TestSubscription) => ({ ...s.keys, auth: '!!!!' }), 'keys.auth must be the base64url auth secret of the subscription (16 bytes)'],
    ['no keys', () => undefined, 'keys must hold the p256dh and auth of the subscription'],
  ])('refuse %s with a readable 400 and store nothing', async (_what, keysOf, message) => {
    const sub = pushService.subscription('bad-keys');
    const res = await api.post('/api/push/subscriptions').set('Cookie', other.cookie).send({ endpoint: sub.endpoint, keys: keysOf(sub) }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await mine(other)).toEqual([]);
  });

  it.each([
    ['an http: endpoint', (s: TestSubscription) => s.endpoint.replace('https:', 'http:'), 'endpoint must be the https: address of a push service'],
    ['an endpoint with credentials', (s: TestSubscription) => s.endpoint.replace('https://', 'https://me:secret@'), 'endpoint must be the https: address of a push service'],
    ['not a URL', () => 'fcm.googleapis.com/fcm/send/abc', 'endpoint must be the https: address of a push service'],
    ['another host', () => 'https://attacker.example/push/abc', 'This browser’s push service is not one PawPals can send to. Try another browser, or use email alerts.'],
    ['another port of the allowed host', (s: TestSubscription) => s.endpoint.replace(/:\d+\//, ':1/'), 'This browser’s push service is not one PawPals can send to. Try another browser, or use email alerts.'],
    ['a look-alike of an allowed host', () => 'https://fcm.googleapis.com.attacker.example/fcm/send/abc', 'This browser’s push service is not one PawPals can send to. Try another browser, or use email alerts.'],
  ])('refuse %s with a readable 400 and store nothing', async (_what, endpointOf, message) => {
    const sub = pushService.subscription('bad-endpoint');
    const res = await api.post('/api/push/subscriptions').set('Cookie', other.cookie).send({ endpoint: endpointOf(sub), keys: sub.keys }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await mine(other)).toEqual([]);
  });

  it('store a device once per endpoint, labelled from its user agent, and list it without endpoint or keys', async () => {
    const sub = pushService.subscription('idempotent');
    const first = (await subscribe(other, sub).expect(201)).body;
    expect(first).toEqual({ id: expect.any(String), endpointOrigin: pushService.origin, label: 'Firefox on Android', createdAt: expect.any(String) });
    const again = (await subscribe(other, sub, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36').expect(201)).body;
    expect(again).toMatchObject({ id: first.id, label: 'Chrome on Windows', createdAt: first.createdAt });
    const listed = await mine(other);
    expect(listed).toEqual([{ ...first, label: 'Chrome on Windows' }]);
    expect(JSON.stringify(listed)).not.toContain(sub.keys.auth);
    expect(JSON.stringify(listed)).not.toContain(sub.endpoint);
    // Someone else's device is not mine to remove.
    expect((await api.delete('/api/push/subscriptions').set('Cookie', poster.cookie).send({ id: first.id }).expect(200)).body).toEqual({
      message: 'This device was not subscribed; nothing to remove.',
    });
    expect((await api.delete('/api/push/subscriptions').set('Cookie', other.cookie).send({ id: first.id }).expect(200)).body).toEqual({
      message: 'This device will get no more notifications.',
    });
    expect(await mine(other)).toEqual([]);
    const res = await api.delete('/api/push/subscriptions').set('Cookie', other.cookie).send({}).expect(400);
    expect(res.body.message).toBe('Give the endpoint of the subscription, or its id');
  });

  it('show the Push column beside the email kinds in the preferences, on by default, saved per kind', async () => {
    const saved: EmailPreferences = (await api.get('/api/me/preferences').set('Cookie', other.cookie).expect(200)).body;
    expect(saved.push).toEqual({ petAlerts: true, messages: true, appointments: true });
    const res = await api.put('/api/me/preferences').set('Cookie', other.cookie).send({ ...saved, push: { ...saved.push, appointments: 'no' } }).expect(400);
    expect(res.body.message).toBe('push.appointments must be true or false');
  });
});

describe('what pushes', () => {
  let neighbourPhone: TestSubscription;
  let posterLaptop: TestSubscription;

  beforeAll(async () => {
    neighbourPhone = pushService.subscription('neighbour-phone');
    posterLaptop = pushService.subscription('poster-laptop');
    await subscribe(neighbour, neighbourPhone).expect(201);
    await subscribe(poster, posterLaptop).expect(201);
    await api.put('/api/me/alert-area').set('Cookie', neighbour.cookie).send({ ...AUSTIN, radiusMiles: 5 }).expect(200);
  });

  it('an approved post inside an alert area: "Lost dog near you", urgent, opening the post', async () => {
    const postId = randomUUID();
    await publish(EVENTS.petPostModerated, {
      postId,
      userId: poster.user.id,
      type: 'lost',
      petName: 'Biscuit',
      approvalStatus: 'approved',
      species: 'dog',
      breed: 'Beagle',
      color: 'tan',
      lastSeenLocation: 'Zilker Park',
      latitude: AUSTIN.latitude + 0.01,
      longitude: AUSTIN.longitude,
      locationPrecision: 'pin',
    });
    const push: ReceivedPush = await pushed(neighbourPhone, `pet-${postId}`);
    const bell = await notified(neighbour, 'Lost dog near you');
    expect(push.payload).toEqual({ title: 'Lost dog near you', body: bell.message, url: `/lost-found/${postId}`, tag: `pet-${postId}` });
    expect(push).toMatchObject({ urgency: 'high', ttl: 3600, vapidKey: publicKey, audience: pushService.origin });
    // The poster's own post does not alert them.
    expect(pushService.received(posterLaptop).some((p) => p.payload.tag === `pet-${postId}`)).toBe(false);
  });

  it('a pet message, tagged by its conversation', async () => {
    const { conversationId, data } = petMessage(neighbour);
    await publish(EVENTS.petMessageSent, data);
    const push = await pushed(neighbourPhone, `conversation-${conversationId}`);
    expect(push.payload).toMatchObject({ title: 'New message about Biscuit', url: '/dashboard#pet-messages' });
    expect(push.urgency).toBe('normal');
  });

  it('a sighting of my post, tagged like the post (it replaces the earlier push about it)', async () => {
    const postId = randomUUID();
    await publish(EVENTS.petSightingReported, {
      sightingId: randomUUID(),
      postId,
      posterId: poster.user.id,
      petName: 'Biscuit',
      type: 'lost',
      species: 'dog',
      reporterId: neighbour.user.id,
      reporterFirstName: 'Nina',
      location: 'the corner of 5th and Lamar',
      seenAt: new Date().toISOString(),
    });
    const push = await pushed(posterLaptop, `pet-${postId}`);
    expect(push.payload).toEqual({
      title: 'New sighting of Biscuit',
      body: expect.stringContaining('Nina saw Biscuit at the corner of 5th and Lamar'),
      url: `/lost-found/${postId}`,
      tag: `pet-${postId}`,
    });
  });

  it('a possible match only from the band that is right ≥ 90 % of the time (score ≥ 0.90); below it the bell alone', async () => {
    const match = (postId: string, score: number) => ({
      postId,
      posterId: poster.user.id,
      petName: 'Biscuit',
      type: 'lost' as const,
      species: 'dog' as const,
      matchedPostId: randomUUID(),
      score,
      distanceMiles: 1.2,
      reasons: ['Same species', 'Seen 1.2 miles apart'],
    });
    const [weak, strong] = [randomUUID(), randomUUID()];
    await publish(EVENTS.petMatchFound, match(weak, 0.85));
    await waitFor(async () => (await notifications(poster)).some((n) => n.link === `/lost-found/${weak}`), 10_000, 'the weak match in the bell');
    await publish(EVENTS.petMatchFound, match(strong, 0.93));
    const push = await pushed(posterLaptop, `pet-${strong}`);
    expect(push.payload).toMatchObject({ url: `/lost-found/${strong}`, title: expect.stringMatching(/match/i) });
    expect(pushService.received(posterLaptop).some((p) => p.payload.tag === `pet-${weak}`)).toBe(false);
  });

  it('retries a push the push service answered 429, after its Retry-After', async () => {
    pushService.answerNext(neighbourPhone, { status: 429, headers: { 'Retry-After': '1' } });
    const before = pushService.requests(neighbourPhone);
    const { conversationId, data } = petMessage(neighbour, 'Pepper');
    const sent = Date.now();
    await publish(EVENTS.petMessageSent, data);
    const push = await pushed(neighbourPhone, `conversation-${conversationId}`);
    expect(push.payload.title).toBe('New message about Pepper');
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1000);
    expect(pushService.requests(neighbourPhone) - before).toBe(2);
  });

  it('gives a push up after PUSH_MAX_ATTEMPTS answers of 503, keeps the device, and never holds the bell up', async () => {
    const watch = pushService.subscription('neighbour-watch');
    await subscribe(neighbour, watch).expect(201);
    pushService.answerNext(watch, ...Array.from({ length: 10 }, () => ({ status: 503 })));
    const { data } = petMessage(neighbour, 'Rocket');
    const sent = Date.now();
    await publish(EVENTS.petMessageSent, data);
    await notified(neighbour, 'New message about Rocket');
    expect(Date.now() - sent).toBeLessThan(3000);
    await waitFor(() => pushService.requests(watch) === 3, 10_000, 'three tries');
    // 300 ms, then 600 ms between the tries here; nothing after the third.
    await new Promise((r) => setTimeout(r, 2000));
    expect(pushService.requests(watch)).toBe(3);
    expect((await mine(neighbour)).map((s) => s.label)).toHaveLength(2);
    await api.delete('/api/push/subscriptions').set('Cookie', neighbour.cookie).send({ endpoint: watch.endpoint }).expect(200);
  });

  it('does not push a kind whose Push preference is off (the bell still rings)', async () => {
    const saved: EmailPreferences = (await api.get('/api/me/preferences').set('Cookie', neighbour.cookie).expect(200)).body;
    const off = (await api.put('/api/me/preferences').set('Cookie', neighbour.cookie).send({ ...saved, push: { ...saved.push, messages: false } }).expect(200)).body;
    expect(off).toEqual({ ...saved, push: { petAlerts: true, messages: false, appointments: true } });
    const quiet = petMessage(neighbour, 'Muffin');
    await publish(EVENTS.petMessageSent, quiet.data);
    await notified(neighbour, 'New message about Muffin');
    // A later push of a kind still on arrives; the message's never does.
    const appointmentId = randomUUID();
    await publish(EVENTS.appointmentStatusChanged, {
      appointmentId,
      businessId: randomUUID(),
      businessName: 'Happy Tails Vet',
      ownerId: other.user.id,
      userId: neighbour.user.id,
      userName: 'Nina',
      from: 'pending',
      to: 'confirmed',
      appointmentDate: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
    });
    const confirmed = await pushed(neighbourPhone, `appointment-${appointmentId}`);
    expect(confirmed.payload).toMatchObject({ title: 'Appointment confirmed', url: '/dashboard' });
    expect(pushService.received(neighbourPhone).some((p) => p.payload.tag === `conversation-${quiet.conversationId}`)).toBe(false);
    await api.put('/api/me/preferences').set('Cookie', neighbour.cookie).send(saved).expect(200);
  });

  it('forgets a subscription the push service answers 410 Gone', async () => {
    const tablet = pushService.subscription('poster-tablet');
    await subscribe(poster, tablet).expect(201);
    expect(await mine(poster)).toHaveLength(2);
    pushService.answerNext(tablet, { status: 410 });
    const { conversationId, data } = petMessage(poster, 'Ziggy');
    await publish(EVENTS.petMessageSent, data);
    // The laptop still gets it; the tablet is gone.
    await pushed(posterLaptop, `conversation-${conversationId}`);
    await waitFor(async () => (await mine(poster)).length === 1, 10_000, 'the 410 subscription removed');
    expect((await mine(poster))[0].endpointOrigin).toBe(pushService.origin);
    expect(pushService.received(tablet)).toEqual([]);
  });

  it('stops pushing to a device once it unsubscribes', async () => {
    const phone = pushService.subscription('other-phone');
    await subscribe(other, phone).expect(201);
    const first = petMessage(other, 'Nala');
    await publish(EVENTS.petMessageSent, first.data);
    await pushed(phone, `conversation-${first.conversationId}`);
    expect((await api.delete('/api/push/subscriptions').set('Cookie', other.cookie).send({ endpoint: phone.endpoint }).expect(200)).body).toEqual({
      message: 'This device will get no more notifications.',
    });
    expect(await mine(other)).toEqual([]);
    const second = petMessage(other, 'Olive');
    await publish(EVENTS.petMessageSent, second.data);
    await notified(other, 'New message about Olive');
    // Give the relay time to send anything it had (it polls every 200 ms here): nothing reaches the device.
    const control = petMessage(poster, 'Control');
    await publish(EVENTS.petMessageSent, control.data);
    await pushed(posterLaptop, `conversation-${control.conversationId}`);
    expect(pushService.received(phone).map((p) => p.payload.tag)).toEqual([`conversation-${first.conversationId}`]);
  });
});

describe('account deletion', () => {
  it('erases the member’s devices and the pushes waiting for them', async () => {
    const leaving = await signUp(api, 'push_leaving', { firstName: 'Lou' });
    const phone = pushService.subscription('leaving-phone');
    await subscribe(leaving, phone).expect(201);
    await api.delete('/api/auth/user').set('Cookie', leaving.cookie).send({ password: 'walnut-harbor-42' }).expect(200);
    const db = new Client({ connectionString: databaseUrlFor(config, 'notifications') });
    await db.connect();
    try {
      await waitFor(
        async () => (await db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [leaving.user.id])).rows[0].n === 0,
        10_000,
        'the subscription erased',
      );
      const waiting = await db.query('SELECT count(*)::int AS n FROM push_outbox WHERE user_id = $1', [leaving.user.id]);
      expect(waiting.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
