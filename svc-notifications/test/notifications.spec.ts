// Service integration: svc-notifications (built, its own process) with real Postgres and NATS. Events
// are published into JetStream as the producers' relays would; the routes are called as the gateway
// calls them (contract-parsed input, contract-checked answers). The gateway keeps the 401s and the
// live stream (svc-gateway/test/notifications.spec.ts).
import { randomUUID } from 'node:crypto';
import { EVENTS } from '@pawpals/contracts';
import { publishRaw, ServiceHarness, waitFor } from '@pawpals/testing';
import { expectNotified, list, publish, register, soon, type Member } from './support';

let h: ServiceHarness;
let owner: Member;
let customer: Member;
let bystander: Member;

const titles = async (m: Member) => (await list(h, m)).map((n) => n.title);
const business = () => ({ businessId: randomUUID(), businessName: 'Happy Tails Vet', ownerId: owner.userId });
const unread = async (m: Member) => (await h.call<{ count: number }>('getUnreadCount', { actor: m })).count;

beforeAll(async () => {
  h = await ServiceHarness.start('notifications', { REMINDER_SCAN_MS: '200' });
  owner = await register(h, 'Olga', 'business_owner');
  customer = await register(h, 'Cleo');
  bystander = await register(h, 'Bo');
}, 90_000);

afterAll(async () => {
  await h?.close();
});

describe('rules: each event reaches the right person only', () => {
  it('welcomes a business owner towards their business page, and a pet owner towards the services', async () => {
    const welcome = await expectNotified(h, owner, 'Welcome to PawPals, Olga!');
    expect(welcome).toMatchObject({ link: '/my-business', isRead: 0, message: 'Create your business profile so pet families nearby can find you.' });
    const petOwner = await expectNotified(h, bystander, 'Welcome to PawPals, Bo!');
    expect(petOwner).toMatchObject({ link: '/services', isRead: 0 });
  });

  const cases: [string, () => Promise<unknown>, () => Member, string, RegExp][] = [
    [
      'new review → owner',
      () => publish(h, EVENTS.reviewCreated, { ...business(), reviewId: randomUUID(), userId: customer.userId, rating: 4, avgRating: 4.5, reviewCount: 2 }),
      () => owner,
      'New review for Happy Tails Vet',
      /Cleo rated you 4 stars\. Your average is now 4\.5\./,
    ],
    [
      'appointment request → owner',
      () => publish(h, EVENTS.appointmentRequested, { ...business(), appointmentId: randomUUID(), userId: customer.userId, appointmentDate: soon(72), petName: 'Rex' }),
      () => owner,
      'New appointment request',
      /Cleo asked for an appointment for Rex/,
    ],
    [
      'appointment declined → requester',
      () => publish(h, EVENTS.appointmentStatusChanged, { ...business(), appointmentId: randomUUID(), userId: customer.userId, from: 'pending', to: 'cancelled', appointmentDate: soon(72) }),
      () => customer,
      'Appointment declined',
      /Happy Tails Vet couldn't take your appointment/,
    ],
    [
      'appointment completed → requester',
      () => publish(h, EVENTS.appointmentStatusChanged, { ...business(), appointmentId: randomUUID(), userId: customer.userId, from: 'confirmed', to: 'completed', appointmentDate: soon(-2) }),
      () => customer,
      'Appointment completed',
      /Leave a review/,
    ],
    [
      'appointment cancelled by the visitor → owner',
      () =>
        publish(h, EVENTS.appointmentStatusChanged, {
          ...business(),
          appointmentId: randomUUID(),
          userId: customer.userId,
          from: 'confirmed',
          to: 'cancelled',
          appointmentDate: '2027-03-15T14:00:00.000Z',
          cancelledBy: 'visitor',
          userName: 'Cleo Visitor',
        }),
      () => owner,
      'Appointment cancelled',
      /Cleo Visitor cancelled their appointment on Mon, Mar 15, 14:00 UTC\. The time is free again\./,
    ],
    [
      'owner answers a review → reviewer',
      () =>
        publish(h, EVENTS.reviewReplied, {
          ...business(),
          reviewId: randomUUID(),
          reviewerId: customer.userId,
          message: 'Sorry about the wait, we added a second vet on Saturdays.',
          edited: false,
        }),
      () => customer,
      'Happy Tails Vet answered your review',
      /“Sorry about the wait, we added a second vet on Saturdays\.”/,
    ],
    [
      'inquiry → owner',
      () => publish(h, EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: customer.userId, subject: 'Weekend hours?' }),
      () => owner,
      'New message from Cleo',
      /Weekend hours\?/,
    ],
    [
      'reply → customer',
      () => publish(h, EVENTS.inquiryReplied, { ...business(), conversationId: randomUUID(), customerId: customer.userId, subject: 'Weekend hours?' }),
      () => customer,
      'Happy Tails Vet replied',
      /new reply about “Weekend hours\?”/,
    ],
    [
      'post approved → poster',
      () => publish(h, EVENTS.petPostModerated, { postId: randomUUID(), userId: customer.userId, type: 'lost', petName: 'Biscuit', approvalStatus: 'approved' }),
      () => customer,
      'Your post is live',
      /Biscuit is now visible/,
    ],
    [
      'post rejected → poster',
      () => publish(h, EVENTS.petPostModerated, { postId: randomUUID(), userId: customer.userId, type: 'found', petName: null, approvalStatus: 'rejected' }),
      () => customer,
      'Your post was not approved',
      /your found pet/,
    ],
    [
      'sighting → poster',
      () =>
        publish(h, EVENTS.petSightingReported, {
          sightingId: randomUUID(),
          postId: randomUUID(),
          posterId: customer.userId,
          petName: 'Biscuit',
          type: 'lost',
          species: 'dog',
          reporterId: owner.userId,
          reporterFirstName: 'Olga',
          location: 'Barton Springs Rd',
          seenAt: '2026-11-23T14:30:00.000Z',
        }),
      () => customer,
      'New sighting of Biscuit',
      /^Olga saw Biscuit at Barton Springs Rd \(Mon, Nov 23, 14:30 UTC\)\.$/,
    ],
    [
      'pet message → poster',
      () =>
        publish(h, EVENTS.petMessageSent, {
          conversationId: randomUUID(),
          messageId: randomUUID(),
          postId: randomUUID(),
          petName: 'Biscuit',
          type: 'lost',
          senderRole: 'visitor',
          senderId: owner.userId,
          senderFirstName: 'Olga',
          recipientId: customer.userId,
        }),
      () => customer,
      'New message about Biscuit',
      /^Olga wrote to you about Biscuit\. Read and reply from your dashboard\.$/,
    ],
    [
      'pet message reply → visitor',
      () =>
        publish(h, EVENTS.petMessageSent, {
          conversationId: randomUUID(),
          messageId: randomUUID(),
          postId: randomUUID(),
          petName: null,
          type: 'found',
          senderRole: 'poster',
          senderId: customer.userId,
          senderFirstName: null,
          recipientId: owner.userId,
        }),
      () => owner,
      'New message about a found pet',
      /^The poster wrote to you/,
    ],
  ];

  it.each(cases)('%s', async (_name, act, recipient, title, message) => {
    const bystanderBefore = (await list(h, bystander)).length;
    await act();
    const n = await expectNotified(h, recipient(), title);
    expect(n.message).toMatch(message);
    expect((await list(h, bystander)).length).toBe(bystanderBefore);
  });

  it('names the sender from the event even before the local projection knows them', async () => {
    await publish(h, EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: randomUUID(), customerName: 'Zed Quinn', subject: 'Fresh member' });
    const n = await expectNotified(h, owner, 'New message from Zed Quinn');
    expect(n.message).toMatch(/Fresh member/);
  });

  it('does not tell owners about their own review', async () => {
    await publish(h, EVENTS.reviewCreated, { ...business(), businessName: 'Self Review Spa', reviewId: randomUUID(), userId: owner.userId, rating: 5, avgRating: 5, reviewCount: 1 });
    await publish(h, EVENTS.inquiryReceived, { ...business(), businessName: 'Marker', conversationId: randomUUID(), customerId: customer.userId, subject: 'marker-after-self-review' });
    await waitFor(async () => (await list(h, owner)).some((n) => n.message.includes('marker-after-self-review')));
    expect(await titles(owner)).not.toContain('New review for Self Review Spa');
  });

  it('tells the reviewer about the first answer only, not about its edits', async () => {
    await publish(h, EVENTS.reviewReplied, {
      ...business(),
      businessName: 'Edited Answer Vets',
      reviewId: randomUUID(),
      reviewerId: customer.userId,
      message: 'Fixed a typo',
      edited: true,
    });
    await publish(h, EVENTS.inquiryReplied, { ...business(), businessName: 'Marker', conversationId: randomUUID(), customerId: customer.userId, subject: 'marker-after-edit' });
    await waitFor(async () => (await list(h, customer)).some((n) => n.message.includes('marker-after-edit')));
    expect(await titles(customer)).not.toContain('Edited Answer Vets answered your review');
  });

  it('sends an admin broadcast to every member', async () => {
    await publish(h, EVENTS.broadcastRequested, { broadcastId: randomUUID(), title: 'Heat wave tips', message: 'Keep pets cool and hydrated.' });
    for (const m of [owner, customer, bystander]) {
      expect(await expectNotified(h, m, 'Heat wave tips')).toMatchObject({ message: 'Keep pets cool and hydrated.', link: null, isRead: 0 });
    }
  });
});

describe('delivery guarantees', () => {
  it('turns the same event delivered twice into one notification', async () => {
    const data = { ...business(), businessName: 'Twice Groomers', conversationId: randomUUID(), customerId: customer.userId, subject: 'Twice?' };
    const first = await publish(h, EVENTS.inquiryReceived, data);
    await publish(h, EVENTS.inquiryReceived, data, { id: first.id });
    await publish(h, EVENTS.inquiryReceived, { ...data, subject: 'marker-after-twice' });
    await waitFor(async () => (await list(h, owner)).some((n) => n.message.includes('marker-after-twice')));
    expect((await list(h, owner)).filter((n) => n.message.includes('“Twice?”'))).toHaveLength(1);
  });

  it('turns the same broadcast delivered twice into one notification per member', async () => {
    const data = { broadcastId: randomUUID(), title: 'Only once', message: 'One copy each' };
    const first = await publish(h, EVENTS.broadcastRequested, data);
    await publish(h, EVENTS.broadcastRequested, data, { id: first.id });
    await publish(h, EVENTS.broadcastRequested, { ...data, broadcastId: randomUUID(), title: 'marker-after-broadcast' });
    await expectNotified(h, bystander, 'marker-after-broadcast');
    expect(await h.count(`notifications WHERE title = 'Only once'`)).toBe(3);
  });

  it('catches up on a backlog after a restart, losing and doubling nothing', async () => {
    await h.fleet.stopService('notifications');
    for (let i = 0; i < 20; i++) {
      await publish(h, EVENTS.inquiryReceived, { ...business(), conversationId: randomUUID(), customerId: customer.userId, subject: `backlog-${i}` });
    }
    await h.fleet.startService('notifications');
    const backlog = await waitFor(async () => {
      const found = (await list(h, owner)).filter((n) => /backlog-\d+/.test(n.message));
      return found.length >= 20 ? found : undefined;
    }, 15_000, 'the 20 backlog notifications');
    expect(new Set(backlog.map((n) => n.message)).size).toBe(20);
    expect(backlog).toHaveLength(20);
  });

  it('parks a poison event and keeps going', async () => {
    const poisonId = randomUUID();
    await publishRaw(h.fleet.nc, h.config, EVENTS.inquiryReplied.subject, { id: poisonId, type: EVENTS.inquiryReplied.type, data: null });
    await publish(h, EVENTS.inquiryReplied, { ...business(), businessName: 'After Poison Co', conversationId: randomUUID(), customerId: customer.userId, subject: 'after poison' });
    await expectNotified(h, customer, 'After Poison Co replied');
    const parked = await waitFor(async () => {
      const { rows } = await h.db.query('SELECT consumer, error FROM parked_events WHERE event_id = $1', [poisonId]);
      return rows[0];
    }, 20_000, 'the poison event to be parked');
    expect(parked).toEqual({ consumer: 'notifications__directory_inquiry_replied', error: 'malformed event envelope' });
  });
});

describe('routes', () => {
  it('marks one notification read, only for its owner', async () => {
    const [mine] = await list(h, customer);
    expect(await h.fails('markNotificationRead', { actor: bystander, params: { id: mine.id } })).toEqual({ code: 'not_found', message: 'Notification not found' });
    expect(await h.fails('markNotificationRead', { actor: customer, params: { id: 'not-a-uuid' } })).toEqual({ code: 'not_found', message: 'Notification not found' });
    expect(await h.fails('markNotificationRead', { actor: customer, params: { id: randomUUID() } })).toMatchObject({ code: 'not_found' });
    const read = await h.call('markNotificationRead', { actor: customer, params: { id: mine.id } });
    expect(read).toMatchObject({ id: mine.id, isRead: 1 });
    expect((await list(h, customer)).find((n) => n.id === mine.id)?.isRead).toBe(1);
    expect((await list(h, bystander)).every((n) => n.id !== mine.id)).toBe(true);
  });

  it('marks all of mine read and leaves others alone', async () => {
    const othersBefore = await unread(bystander);
    expect(othersBefore).toBeGreaterThan(0);
    const mineBefore = await unread(customer);
    const res = await h.call<{ updated: number }>('markAllNotificationsRead', { actor: customer });
    expect(res.updated).toBe(mineBefore);
    expect(res.updated).toBeGreaterThan(0);
    expect(await unread(customer)).toBe(0);
    expect(await unread(bystander)).toBe(othersBefore);
    expect((await h.call('markAllNotificationsRead', { actor: customer })).updated).toBe(0);
  });

  it('lists newest first', async () => {
    const all = await list(h, customer);
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers only a signed-in member (svc-notifications checks the actor itself)', async () => {
    for (const route of ['listNotifications', 'getUnreadCount', 'markAllNotificationsRead'] as const) {
      expect(await h.fails(route, {})).toMatchObject({ code: 'unauthorized' });
    }
    expect(await h.fails('markNotificationRead', { params: { id: randomUUID() } })).toMatchObject({ code: 'unauthorized' });
  });
});

describe('appointment reminders', () => {
  it('reminds the requester of a confirmed appointment within a day, once, and not after a decline', async () => {
    const confirmed = { ...business(), businessName: 'Reminder Clinic', appointmentId: randomUUID(), userId: customer.userId, appointmentDate: soon(3) };
    await publish(h, EVENTS.appointmentStatusChanged, { ...confirmed, from: 'pending', to: 'confirmed' });
    const reminder = await expectNotified(h, customer, 'Appointment reminder');
    expect(reminder.message).toMatch(/Reminder Clinic/);
    expect(reminder.link).toBe('/dashboard');

    const declined = { ...business(), businessName: 'Cancelled Clinic', appointmentId: randomUUID(), userId: customer.userId, appointmentDate: soon(30) };
    await publish(h, EVENTS.appointmentStatusChanged, { ...declined, from: 'pending', to: 'confirmed' });
    await publish(h, EVENTS.appointmentStatusChanged, { ...declined, from: 'confirmed', to: 'cancelled' });
    await expectNotified(h, customer, 'Appointment declined');
    const schedule = await waitFor(async () => {
      const { rows } = await h.db.query('SELECT cancelled_at, sent_at FROM appointment_reminders WHERE appointment_id = $1', [declined.appointmentId]);
      return rows[0]?.cancelled_at ? rows[0] : undefined;
    }, 5000, 'the declined appointment’s reminder to be cancelled');
    expect(schedule.sent_at).toBeNull();

    // A restart rescans the schedule; nothing already sent goes out again.
    await h.fleet.stopService('notifications');
    await h.fleet.startService('notifications');
    await new Promise((r) => setTimeout(r, 1000));
    const reminders = (await list(h, customer)).filter((n) => n.title === 'Appointment reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).not.toMatch(/Cancelled Clinic/);
  });
});
