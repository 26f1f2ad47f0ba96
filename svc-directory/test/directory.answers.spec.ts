/* eslint-disable @typescript-eslint/no-explicit-any -- assertions read the JSON answers loosely */
// The exact answers of every svc-directory route in one member's walk:
// a vet owner lists their clinic, a pet owner reviews, saves, books and writes to it. Moved here from
// svc-gateway/test/directory.spec.ts; the gateway keeps what is its own there: HTTP
// statuses and error bodies, sessions and 401s, JSON null, names arriving from sign-up.
import { connectNats, prefixed, streamName } from '@pawpals/nest-common';
import { ServiceHarness, waitFor } from '@pawpals/testing';
import type { Actor, Page } from '@pawpals/contracts';

let h: ServiceHarness;
let vetOwner: Actor & { email: string };
let petOwner: Actor & { email: string };
let vet: Record<string, unknown> & { id: string };

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  vetOwner = await h.person('Vera', 'Vetson');
  petOwner = await h.person('Milo', 'Park');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

it('answers an empty directory, null for my business before it exists, and 404 for an unknown business or its reviews', async () => {
  expect(await h.call('searchBusinesses', {})).toEqual([]);
  expect(await h.call('getMyBusiness', { actor: vetOwner })).toBeNull();
  expect(await h.fails('getBusiness', { params: { id: '00000000-0000-4000-8000-000000000000' } })).toEqual({
    code: 'not_found',
    message: 'Business not found',
  });
  expect(await h.fails('listReviews', { params: { businessId: '00000000-0000-4000-8000-000000000000' } })).toEqual({
    code: 'not_found',
    message: 'Business not found',
  });
});

it('creates a business with every field (one per owner), lets only its owner update it and toggle premium; one, mine and the filtered list answer it', async () => {
  vet = await h.call('createBusiness', {
    actor: vetOwner,
    body: {
      name: 'Riverside Animal Clinic',
      category: 'veterinarian',
      description: 'Full-service vet',
      address: '1 River Rd',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      phone: '503-555-0100',
      websiteUrl: 'https://riverside.example',
      services: 'Vaccines, surgery',
      pricing: 'Exam $60',
      priceRange: 'moderate',
      latitude: 45.52,
      longitude: -122.68,
    },
  });
  expect(vet).toEqual({
    id: expect.any(String),
    name: 'Riverside Animal Clinic',
    category: 'veterinarian',
    description: 'Full-service vet',
    logoUrl: null,
    photoPlaceholder: null,
    isPremium: 0,
    avgRating: 0,
    reviewCount: 0,
    address: '1 River Rd',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    phone: '503-555-0100',
    websiteUrl: 'https://riverside.example',
    services: 'Vaccines, surgery',
    pricing: 'Exam $60',
    priceRange: 'moderate',
    latitude: 45.52,
    longitude: -122.68,
    photos: [],
  });
  expect(await h.fails('createBusiness', { actor: vetOwner, body: { name: 'Again' } })).toEqual({
    code: 'conflict',
    message: 'You already have a business. Update it instead of creating another one.',
  });
  expect(await h.fails('createBusiness', { actor: petOwner, body: { name: ' ' } })).toEqual({ code: 'validation', message: 'Business name is required' });
  expect(await h.fails('updateBusiness', { actor: petOwner, params: { id: vet.id }, body: { name: 'Mine now' } })).toEqual({
    code: 'forbidden',
    message: 'Only the owner of this business can change it',
  });
  const premium = await h.call('updateBusiness', { actor: vetOwner, params: { id: vet.id }, body: { isPremium: 1 } });
  expect(premium).toEqual({ ...vet, isPremium: 1 });
  // One business and mine also carry the hours (none yet), the zone derived from the state, open-now and slot settings.
  const noHours = { hours: { weekly: [], closures: [] }, timeZone: 'America/Los_Angeles', openNow: false, booking: null };
  expect(await h.call('getBusiness', { params: { id: vet.id } })).toEqual({ ...vet, isPremium: 1, ...noHours });
  expect(await h.call('getMyBusiness', { actor: vetOwner })).toEqual({ ...vet, isPremium: 1, ...noHours });
  vet = premium;

  expect(await h.call('searchBusinesses', { query: { category: 'veterinarian', city: 'Portland' } })).toEqual([vet]);
  expect(
    await h.call('searchBusinesses', { query: { q: 'riverside', lat: '45.5', lng: '-122.7', radiusMiles: '5', minRating: '0', priceRange: 'moderate' } }),
  ).toEqual([vet]);
  expect(await h.call('searchBusinesses', { query: { category: 'groomer' } })).toEqual([]);
  expect(await h.fails('searchBusinesses', { query: { radiusMiles: '5' } })).toEqual({ code: 'validation', message: 'radiusMiles needs lat and lng' });
});

it('answers a review with the reviewer first name from the projection, lists it for the business and for its author, and counts it on the business', async () => {
  const posted = await h.call('createReview', { actor: petOwner, body: { businessId: vet.id, rating: 4, comment: 'Kind staff' } });
  expect(posted).toEqual({
    id: expect.any(String),
    businessId: vet.id,
    rating: 4,
    comment: 'Kind staff',
    createdAt: expect.any(String),
    user: { firstName: 'Milo', profileImageUrl: null },
    ownerReply: null,
    helpfulCount: 0,
  });
  expect(await h.call('listReviews', { params: { businessId: vet.id } })).toEqual({ items: [posted], nextCursor: null });
  expect(await h.call('listMyReviews', { actor: petOwner })).toEqual([{ ...posted, business: { id: vet.id, name: 'Riverside Animal Clinic' } }]);
  expect(await h.call('getBusiness', { params: { id: vet.id } })).toMatchObject({ ...vet, avgRating: 4, reviewCount: 1 });
  expect((await h.fails('createReview', { actor: petOwner, body: { businessId: vet.id, rating: 9 } })).code).toBe('validation');
});

it('adds a favorite with its whole business (once), lists it only to its owner, removes it once', async () => {
  const added = await h.call('addFavorite', { actor: petOwner, body: { businessId: vet.id } });
  expect(added).toEqual({ id: expect.any(String), businessId: vet.id, business: { ...vet, avgRating: 4, reviewCount: 1 } });
  expect(await h.fails('addFavorite', { actor: petOwner, body: { businessId: vet.id } })).toEqual({
    code: 'conflict',
    message: 'This business is already in your favorites',
  });
  expect(await h.call('listFavorites', { actor: petOwner })).toEqual([added]);
  expect(await h.call('listFavorites', { actor: vetOwner })).toEqual([]);
  expect(await h.call('removeFavorite', { actor: petOwner, params: { id: added.id } })).toEqual({ id: added.id, businessId: vet.id });
  expect(await h.fails('removeFavorite', { actor: petOwner, params: { id: added.id } })).toEqual({ code: 'not_found', message: 'Favorite not found' });
});

it('books an appointment (the requester sees the business, the owner the user), moves it only by the owner along the transitions, refuses yesterday', async () => {
  const date = new Date(Date.now() + 2 * 86_400_000);
  date.setUTCHours(14, 30, 0, 0);
  const booked = await h.call('requestAppointment', {
    actor: petOwner,
    body: { businessId: vet.id, appointmentDate: date.toISOString(), petName: 'Biscuit', reason: null },
  });
  const base = { id: expect.any(String), businessId: vet.id, appointmentDate: date.toISOString(), status: 'pending', petName: 'Biscuit', reason: null, notes: null, preferredTimes: [] };
  const business = { id: vet.id, name: 'Riverside Animal Clinic', city: 'Portland', state: 'OR', phone: '503-555-0100' };
  expect(booked).toEqual({ ...base, business });
  expect(await h.call('listMyAppointments', { actor: petOwner })).toEqual([booked]);
  const user = { firstName: 'Milo', lastName: 'Park', email: petOwner.email };
  expect(await h.call('listBusinessAppointments', { actor: vetOwner })).toEqual([{ ...base, id: booked.id, user }]);
  const setStatus = (actor: Actor, status: string) => ({ actor, params: { id: booked.id }, body: { status } });
  expect((await h.fails('setAppointmentStatus', setStatus(petOwner, 'confirmed'))).code).toBe('forbidden');
  expect(await h.fails('setAppointmentStatus', setStatus(vetOwner, 'completed'))).toEqual({
    code: 'conflict',
    message: 'An appointment that is pending can only become confirmed or cancelled',
  });
  expect(await h.call('setAppointmentStatus', setStatus(vetOwner, 'confirmed'))).toEqual({ ...base, id: booked.id, status: 'confirmed', user });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  expect(await h.fails('requestAppointment', { actor: petOwner, body: { businessId: vet.id, appointmentDate: yesterday } })).toEqual({
    code: 'validation',
    message: 'Appointment date cannot be earlier than today',
  });
});

it('threads an inquiry: the first message, the owner’s view, a reply only by its two sides, both lists, and marking read when opened', async () => {
  const sent = await h.call('sendInquiry', { actor: petOwner, params: { id: vet.id }, body: { subject: 'Cat vaccines', message: 'Do you see cats?' } });
  const first = {
    id: expect.any(String),
    conversationId: expect.any(String),
    customerName: 'Milo Park',
    customerEmail: petOwner.email,
    subject: 'Cat vaccines',
    message: 'Do you see cats?',
    createdAt: expect.any(String),
    senderType: 'customer',
    isRead: 1,
    businessId: vet.id,
    businessName: 'Riverside Animal Clinic',
  };
  expect(sent).toEqual(first);
  const { conversationId } = sent;
  // The lists are paged by conversation (docs/decisions/0141): the service answers a Page of messages.
  expect(await h.call('listBusinessInquiries', { actor: vetOwner })).toEqual({ items: [{ ...sent, isRead: 0 }], nextCursor: null });
  expect(await h.fails('sendInquiry', { actor: petOwner, params: { id: vet.id }, body: { subject: ' ', message: 'x' } })).toEqual({
    code: 'validation',
    message: 'Subject is required',
  });
  const stranger = await h.person('Sly', 'Stranger');
  expect((await h.fails('replyInquiry', { actor: stranger, params: { conversationId }, body: { message: 'hello' } })).code).toBe('not_found');
  const reply = await h.call('replyInquiry', { actor: vetOwner, params: { conversationId }, body: { message: 'Yes, cats too.' } });
  expect(reply).toEqual({ ...first, id: expect.any(String), message: 'Yes, cats too.', senderType: 'business', conversationId });
  const ownerView = (await h.call<Page<any>>('listBusinessInquiries', { actor: vetOwner })).items;
  expect(ownerView.map((m) => [m.senderType, m.isRead])).toEqual([
    ['customer', 1],
    ['business', 1],
  ]);
  expect(await h.call('listMyInquiries', { actor: petOwner })).toEqual({ items: [sent, { ...reply, isRead: 0 }], nextCursor: null });
  expect(await h.call('getInquiriesUnreadCount', { actor: petOwner, query: { side: 'customer' } })).toEqual({ count: 1 });

  // Opening the conversation marks the business's reply read for the customer; only its two sides may.
  expect((await h.fails('markInquiryRead', { actor: stranger, params: { conversationId } })).code).toBe('not_found');
  expect((await h.fails('markInquiryRead', { actor: null, params: { conversationId } })).code).toBe('unauthorized');
  expect(await h.call('markInquiryRead', { actor: petOwner, params: { conversationId } })).toEqual({ updated: 1 });
  expect((await h.call<Page<any>>('listMyInquiries', { actor: petOwner })).items.map((m) => m.isRead)).toEqual([1, 1]);
  expect(await h.call('getInquiriesUnreadCount', { actor: petOwner })).toEqual({ count: 0 });
});

it('publishes the directory events through JetStream (the outbox relay ran)', async () => {
  const nc = await connectNats(h.config, 'directory-events-test');
  try {
    const jsm = await nc.jetstreamManager();
    const types = ['business_created', 'business_updated', 'review_created', 'appointment_requested', 'appointment_status_changed', 'inquiry_received', 'inquiry_replied'];
    await waitFor(
      async () => {
        const info = await jsm.streams.info(streamName(h.config, 'EVENTS'), { subjects_filter: prefixed(h.config, 'events.directory.>') });
        const seen = Object.keys(info.state.subjects ?? {}).map((s) => s.split('.').pop());
        return types.every((t) => seen.includes(t));
      },
      10_000,
      'every directory event type in the stream',
    );
  } finally {
    await nc.drain();
  }
});
