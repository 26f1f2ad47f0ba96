import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { EVENTS, type Notification } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, publishEvent, publishRaw, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
let owner: Member;
let customer: Member;
let bystander: Member;

const list = async (m: Member): Promise<Notification[]> =>
  (await api.get('/api/notifications').set('Cookie', m.cookie).expect(200)).body;
const titles = async (m: Member) => (await list(m)).map((n) => n.title);
const publish = <D>(event: Parameters<typeof publishEvent<D>>[2], data: D, envelope = {}) =>
  publishEvent(fleet.nc, config, event, data, envelope);

/** Waits until the member has a notification with this title, and returns it. */
const expectNotified = (m: Member, title: string) =>
  waitFor(async () => (await list(m)).find((n) => n.title === title), 8000, `"${title}" for ${m.user.username}`);

const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const business = () => ({ businessId: randomUUID(), businessName: 'Happy Tails Vet', ownerId: owner.user.id });

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['notifications', 'admin'], { REMINDER_SCAN_MS: '200' });
  gateway = await createGateway({ config });
  api = request(gateway.app.getHttpServer());
  owner = await signUp(api, 'notif_owner', { firstName: 'Olga', accountType: 'business_owner' });
  customer = await signUp(api, 'notif_customer', { firstName: 'Cleo' });
  bystander = await signUp(api, 'notif_bystander', { firstName: 'Bo' });
  await expectNotified(bystander, 'Welcome to PawPals, Bo!');
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

describe('rules: each event reaches the right person only', () => {
  it('welcomes a business owner towards their business page', async () => {
    const welcome = await expectNotified(owner, 'Welcome to PawPals, Olga!');
    expect(welcome).toMatchObject({ link: '/my-business', isRead: 0 });
  });

  const cases: [string, () => Promise<unknown>, () => Member, string, RegExp][] = [
    [
      'new review → owner',
      () => publish(EVENTS.reviewCreated, { ...business(), reviewId: randomUUID(), userId: customer.user.id, rating: 4, avgRating: 4.5, reviewCount: 2 }),
      () => owner,
      'New review for Happy Tails Vet',
      /Cleo rated you 4 stars\. Your average is now 4\.5\./,
    ],
    [
      'appointment request → owner',
      () => publish(EVENTS.appointmentRequested, { ...business(), appointmentId: randomUUID(), userId: customer.user.id, appointmentDate: soon(72), petName: 'Rex' }),
      () => owner,
      'New appointment request',
      /Cleo asked for an appointment for Rex/,
    ],
    [
      'appointment declined → requester',
      () => publish(EVENTS.appointmentStatusChanged, { ...business(), appointmentId: randomUUID(), userId: customer.user.id, from: 'pending', to: 'cancelled', appointmentDate: soon(72) }),
      () => customer,
      'Appointment declined',
      /Happy Tails Vet couldn't take your appointment/,
    ],
    [
      'appointment completed → requester',
      () => publish(EVENTS.appointmentStatusChanged, { ...business(), appointmentId: randomUUID(), userId: customer.user.id, from: 'confirmed', to: 'completed', appointmentDate: soon(-2) }),
      () => customer,
      'Appointment completed',
      /Leave a review/,
    ],
    [
      'inquiry → owner',
      () => publish(EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: customer.user.id, subject: 'Weekend hours?' }),
      () => owner,
      'New message from Cleo',
      /Weekend hours\?/,
    ],
    [
      'reply → customer',
      () => publish(EVENTS.inquiryReplied, { ...business(), conversationId: randomUUID(), customerId: customer.user.id, subject: 'Weekend hours?' }),
      () => customer,
      'Happy Tails Vet replied',
      /new reply about “Weekend hours\?”/,
    ],
    [
      'post approved → poster',
      () => publish(EVENTS.petPostModerated, { postId: randomUUID(), userId: customer.user.id, type: 'lost', petName: 'Biscuit', approvalStatus: 'approved' }),
      () => customer,
      'Your post is live',
      /Biscuit is now visible/,
    ],
    [
      'post rejected → poster',
      () => publish(EVENTS.petPostModerated, { postId: randomUUID(), userId: customer.user.id, type: 'found', petName: null, approvalStatus: 'rejected' }),
      () => customer,
      'Your post was not approved',
      /your found pet/,
    ],
  ];

  it.each(cases)('%s', async (_name, act, recipient, title, message) => {
    const bystanderBefore = (await list(bystander)).length;
    await act();
    const n = await expectNotified(recipient(), title);
    expect(n.message).toMatch(message);
    expect((await list(bystander)).length).toBe(bystanderBefore);
  });

  it('names the sender from the event even before the local projection knows them', async () => {
    await publish(EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: randomUUID(), customerName: 'Zed Quinn', subject: 'Fresh member' });
    const n = await expectNotified(owner, 'New message from Zed Quinn');
    expect(n.message).toMatch(/Fresh member/);
  });

  it('does not tell owners about their own review', async () => {
    await publish(EVENTS.reviewCreated, { ...business(), businessName: 'Self Review Spa', reviewId: randomUUID(), userId: owner.user.id, rating: 5, avgRating: 5, reviewCount: 1 });
    await publish(EVENTS.inquiryReceived, { ...business(), businessName: 'Marker', conversationId: randomUUID(), customerId: customer.user.id, subject: 'marker-after-self-review' });
    await waitFor(async () => (await list(owner)).some((n) => n.message.includes('marker-after-self-review')));
    expect(await titles(owner)).not.toContain('New review for Self Review Spa');
  });

  it('sends an admin broadcast to every member', async () => {
    await publish(EVENTS.broadcastRequested, { broadcastId: randomUUID(), title: 'Heat wave tips', message: 'Keep pets cool and hydrated.' });
    for (const m of [owner, customer, bystander]) await expectNotified(m, 'Heat wave tips');
  });
});

describe('delivery guarantees', () => {
  it('turns the same event delivered twice into one notification', async () => {
    const data = { ...business(), businessName: 'Twice Groomers', conversationId: randomUUID(), customerId: customer.user.id, subject: 'Twice?' };
    const first = await publish(EVENTS.inquiryReceived, data);
    await publish(EVENTS.inquiryReceived, data, { id: first.id });
    await publish(EVENTS.inquiryReceived, { ...data, subject: 'marker-after-twice' });
    await waitFor(async () => (await list(owner)).some((n) => n.message.includes('marker-after-twice')));
    expect((await list(owner)).filter((n) => n.message.includes('“Twice?”'))).toHaveLength(1);
  });

  it('catches up on a backlog after a restart, losing and doubling nothing', async () => {
    await fleet.stopService('notifications');
    for (let i = 0; i < 20; i++) {
      await publish(EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: customer.user.id, subject: `backlog-${i}` });
    }
    await fleet.startService('notifications');
    const backlog = await waitFor(async () => {
      const found = (await list(owner)).filter((n) => /backlog-\d+/.test(n.message));
      return found.length >= 20 ? found : undefined;
    }, 15_000, 'the 20 backlog notifications');
    expect(new Set(backlog.map((n) => n.message)).size).toBe(20);
    expect(backlog).toHaveLength(20);
  });

  it('parks a poison event and keeps going', async () => {
    const poisonId = randomUUID();
    await publishRaw(fleet.nc, config, EVENTS.inquiryReplied.subject, { id: poisonId, type: EVENTS.inquiryReplied.type, data: null });
    await publish(EVENTS.inquiryReplied, { ...business(), businessName: 'After Poison Co', conversationId: randomUUID(), customerId: customer.user.id, subject: 'after poison' });
    await expectNotified(customer, 'After Poison Co replied');
    const db = new Client({ connectionString: databaseUrlFor(config, 'notifications') });
    await db.connect();
    try {
      const parked = await waitFor(async () => {
        const { rows } = await db.query('SELECT consumer, error FROM parked_events WHERE event_id = $1', [poisonId]);
        return rows[0];
      }, 20_000, 'the poison event to be parked');
      expect(parked).toEqual({ consumer: 'notifications__directory_inquiry_replied', error: 'malformed event envelope' });
    } finally {
      await db.end();
    }
  });
});

describe('routes', () => {
  it('marks one notification read, only for its owner', async () => {
    const [mine] = await list(customer);
    await api.patch(`/api/notifications/${mine.id}/read`).set('Cookie', bystander.cookie).expect(404);
    await api.patch('/api/notifications/not-a-uuid/read').set('Cookie', customer.cookie).expect(404);
    const read = await api.patch(`/api/notifications/${mine.id}/read`).set('Cookie', customer.cookie).expect(200);
    expect(read.body).toMatchObject({ id: mine.id, isRead: 1 });
    expect((await list(customer)).find((n) => n.id === mine.id)?.isRead).toBe(1);
  });

  it('marks all of mine read and leaves others alone', async () => {
    const othersBefore = (await api.get('/api/notifications/unread-count').set('Cookie', bystander.cookie)).body.count;
    expect(othersBefore).toBeGreaterThan(0);
    const res = await api.post('/api/notifications/read-all').set('Cookie', customer.cookie).expect(200);
    expect(res.body.updated).toBeGreaterThan(0);
    await api.get('/api/notifications/unread-count').set('Cookie', customer.cookie).expect(200, { count: 0 });
    await api.get('/api/notifications/unread-count').set('Cookie', bystander.cookie).expect(200, { count: othersBefore });
  });

  it('lists newest first', async () => {
    const all = await list(customer);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('requires a session', async () => {
    await api.post('/api/notifications/read-all').expect(401);
    await api.get('/api/notifications/stream').expect(401);
  });
});

describe('live stream', () => {
  it('pushes a new notification to the signed-in member over server-sent events', async () => {
    const server = gateway.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    const received = new Promise<string>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { Cookie: customer.cookie, 'Accept-Encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-type']).toMatch(/text\/event-stream/);
        // Compression would hold events back in its buffer: the stream is always sent raw.
        expect(res.headers['content-encoding']).toBeUndefined();
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          if (buffer.includes('event: notification')) {
            req.destroy();
            resolve(buffer);
          } else if (buffer.includes(': connected')) {
            void publish(EVENTS.inquiryReplied, { ...business(), businessName: 'Live Paws', conversationId: randomUUID(), customerId: customer.user.id, subject: 'live' });
          }
        });
      });
      req.on('error', reject);
      setTimeout(() => reject(new Error('no live notification within 8 s')), 8000);
    });
    const body = await received;
    const data = JSON.parse(body.split('event: notification\ndata: ')[1].split('\n')[0]);
    expect(data).toMatchObject({ title: 'Live Paws replied', isRead: 0 });
  });
});

describe('appointment reminders', () => {
  it('reminds the requester of a confirmed appointment within a day, once, and not after a decline', async () => {
    const confirmed = { ...business(), businessName: 'Reminder Clinic', appointmentId: randomUUID(), userId: customer.user.id, appointmentDate: soon(3) };
    await publish(EVENTS.appointmentStatusChanged, { ...confirmed, from: 'pending', to: 'confirmed' });
    const reminder = await expectNotified(customer, 'Appointment reminder');
    expect(reminder.message).toMatch(/Reminder Clinic/);

    const declined = { ...business(), businessName: 'Cancelled Clinic', appointmentId: randomUUID(), userId: customer.user.id, appointmentDate: soon(30) };
    await publish(EVENTS.appointmentStatusChanged, { ...declined, from: 'pending', to: 'confirmed' });
    await publish(EVENTS.appointmentStatusChanged, { ...declined, from: 'confirmed', to: 'cancelled' });
    await expectNotified(customer, 'Appointment declined');
    const db = new Client({ connectionString: databaseUrlFor(config, 'notifications') });
    await db.connect();
    try {
      const schedule = await waitFor(async () => {
        const { rows } = await db.query('SELECT cancelled_at, sent_at FROM appointment_reminders WHERE appointment_id = $1', [declined.appointmentId]);
        return rows[0]?.cancelled_at ? rows[0] : undefined;
      }, 5000, 'the declined appointment’s reminder to be cancelled');
      expect(schedule.sent_at).toBeNull();
    } finally {
      await db.end();
    }

    // A restart rescans the schedule; nothing already sent goes out again.
    await fleet.stopService('notifications');
    await fleet.startService('notifications', { REMINDER_SCAN_MS: '200' });
    await new Promise((r) => setTimeout(r, 1000));
    const reminders = (await list(customer)).filter((n) => n.title === 'Appointment reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).not.toMatch(/Cancelled Clinic/);
  });
});
