/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely; their schemas are the check */
// Contract test of svc-directory: every route the service answers is called once with
// a real, non-empty answer, which must match the route's response schema (ServiceHarness.call checks
// it, and a drifting service fails here); and the schemas are strict enough that a breaking change of
// a payload (a field of another type, a field gone) would be refused rather than let through.
import { isPagedRoute, ROUTES, type Page, type RouteName } from '@pawpals/contracts';
import { breakingChangesLetThrough, expectAnswerMatchesContract, ServiceHarness, type RawRequest } from '@pawpals/testing';
import type { Actor } from '@pawpals/contracts';
import { utcDay } from './support';

const DIRECTORY_ROUTES = (Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTES[name].owner === 'directory');

let h: ServiceHarness;
const w = {} as {
  owner: Actor;
  customer: Actor;
  admin: Actor;
  vetId: string;
  favoriteId: string;
  appointmentId: string;
  conversationId: string;
  reviewId: string;
  photoId: string;
};

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  w.owner = await h.person('Olga', 'Owner');
  w.customer = await h.person('Carl', 'Customer');
  w.admin = { ...(await h.person('Ada', 'Admin')), adminRole: 'content_manager' };
}, 90_000);
afterAll(async () => {
  await h?.close();
});

/**
 * One call per route, in an order that leaves every list with something in it. Each gives the raw
 * request (as a browser sends it) and, where later calls need it, keeps an id of the answer.
 */
const CALLS: [RouteName, () => RawRequest | Promise<RawRequest>, ((answer: any) => void)?][] = [
  [
    'createBusiness',
    () => ({
      actor: w.owner,
      body: { name: 'Contract Vet', category: 'veterinarian', description: 'Vaccines', city: 'Austin', state: 'TX', phone: '512-555-0100', priceRange: 'moderate', latitude: 30.27, longitude: -97.74 },
    }),
    (b) => (w.vetId = b.id),
  ],
  ['updateBusiness', () => ({ actor: w.owner, params: { id: w.vetId }, body: { websiteUrl: 'https://vet.example', isPremium: 1 } })],
  ['getBusiness', () => ({ params: { id: w.vetId } })],
  ['getMyBusiness', () => ({ actor: w.owner })],
  ['addBusinessPhoto', () => ({ actor: w.owner, body: { photoUrl: '/objects/00000000-0000-4000-8000-00000000c001' } }), (g) => (w.photoId = g[0].id)],
  ['reorderBusinessPhotos', () => ({ actor: w.owner, body: { photoIds: [w.photoId] } })],
  [
    'removeBusinessPhoto',
    // A second photo first, so the gallery answered after the removal is not empty.
    async () => {
      await h.call('addBusinessPhoto', { actor: w.owner, body: { photoUrl: '/objects/00000000-0000-4000-8000-00000000c002' } });
      return { actor: w.owner, params: { photoId: w.photoId } };
    },
  ],
  ['recordBusinessEvent', () => ({ params: { id: w.vetId }, body: { kind: 'view' } })],
  ['getBusinessInsights', () => ({ actor: w.owner })],
  ['searchBusinesses', () => ({ query: { q: 'contract', lat: '30.3', lng: '-97.7', radiusMiles: '10' } })],
  ['createReview', () => ({ actor: w.customer, body: { businessId: w.vetId, rating: 5, comment: 'Kind staff' } }), (r) => (w.reviewId = r.id)],
  ['replyToReview', () => ({ actor: w.owner, params: { id: w.reviewId }, body: { message: 'Thank you!' } })],
  // Someone other than the reviewer and the business's owner (both refused).
  ['markReviewHelpful', () => ({ actor: w.admin, params: { id: w.reviewId } })],
  ['listReviews', () => ({ params: { businessId: w.vetId } })],
  ['listMyReviews', () => ({ actor: w.customer })],
  ['deleteReviewReply', () => ({ actor: w.owner, params: { id: w.reviewId } })],
  ['addFavorite', () => ({ actor: w.customer, body: { businessId: w.vetId } }), (f) => (w.favoriteId = f.id)],
  ['listFavorites', () => ({ actor: w.customer })],
  [
    'requestAppointment',
    () => ({ actor: w.customer, body: { businessId: w.vetId, appointmentDate: `${utcDay(2)}T15:30:00.000Z`, petName: 'Rex', reason: 'Checkup', notes: 'Shy' } }),
    (a) => (w.appointmentId = a.id),
  ],
  ['listMyAppointments', () => ({ actor: w.customer })],
  ['listBusinessAppointments', () => ({ actor: w.owner })],
  ['setAppointmentStatus', () => ({ actor: w.owner, params: { id: w.appointmentId }, body: { status: 'confirmed' } })],
  ['cancelAppointment', () => ({ actor: w.customer, params: { id: w.appointmentId } })],
  [
    'setBusinessHours',
    () => ({ actor: w.owner, body: { weekly: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' })), closures: [{ date: '2027-12-25', note: 'Christmas' }] } }),
  ],
  ['setBookingSettings', () => ({ actor: w.owner, body: { slotMinutes: 30, enabled: true } })],
  ['listAvailableSlots', () => ({ params: { id: w.vetId }, query: { from: '2027-03-01', days: '3' } })],
  [
    'sendInquiry',
    () => ({ actor: w.customer, params: { id: w.vetId }, body: { subject: 'Cats', message: 'Do you see cats?' } }),
    (m) => (w.conversationId = m.conversationId),
  ],
  ['replyInquiry', () => ({ actor: w.owner, params: { conversationId: w.conversationId }, body: { message: 'Yes.' } })],
  ['listBusinessInquiries', () => ({ actor: w.owner })],
  ['listMyInquiries', () => ({ actor: w.customer })],
  ['getInquiriesUnreadCount', () => ({ actor: w.owner, query: { side: 'business' } })],
  ['markInquiryRead', () => ({ actor: w.customer, params: { conversationId: w.conversationId } })],
  ['adminListBusinesses', () => ({ actor: w.admin })],
  ['adminSetPremium', () => ({ actor: w.admin, params: { id: w.vetId }, body: { isPremium: 0 } })],
  ['adminListAppointments', () => ({ actor: w.admin })],
  ['removeFavorite', () => ({ actor: w.customer, params: { id: w.favoriteId } })],
];

const answers = new Map<RouteName, unknown>();

it('calls every svc-directory route of the contracts (a new route needs a line here)', () => {
  expect(CALLS.map(([name]) => name).sort()).toEqual([...DIRECTORY_ROUTES].sort());
});

describe('a real answer of each route matches its response schema', () => {
  it.each(CALLS.map((call) => [call[0], call] as const))('%s', async (_, [name, raw, keep]) => {
    const served = await h.call(name, await raw());
    // A paged route's service answers a Page; its HTTP answer (what the contract describes) is the items.
    const answer = isPagedRoute(name) ? (served as Page<unknown>).items : served;
    expect(() => expectAnswerMatchesContract(name, answer)).not.toThrow();
    expect(answer).not.toBeNull();
    if (Array.isArray(answer)) expect(answer.length).toBeGreaterThan(0);
    answers.set(name, answer);
    keep?.(answer);
  });
});

describe('a breaking change of the payload is caught by the contract', () => {
  // Every route's answer, retyped field by field (number → text, object → number, text → object).
  it.each(CALLS.map(([name]) => name))('%s: every field given a value of another type is refused', (name) => {
    expect(answers.has(name)).toBe(true);
    expect(breakingChangesLetThrough(name, answers.get(name))).toEqual([]);
  });

  it('refuses a business whose isPremium became a boolean, or without its name', () => {
    const business = answers.get('getBusiness') as Record<string, unknown>;
    expect(() => expectAnswerMatchesContract('getBusiness', business)).not.toThrow();
    expect(() => expectAnswerMatchesContract('getBusiness', { ...business, isPremium: true })).toThrow(/getBusiness.*isPremium/);
    const { name: _name, ...unnamed } = business;
    expect(() => expectAnswerMatchesContract('getBusiness', unnamed)).toThrow(/getBusiness.*name/);
  });

  it('refuses a listing whose items drifted, not only the first', () => {
    const list = answers.get('searchBusinesses') as Record<string, unknown>[];
    const drifted = [...list, { ...list[0], avgRating: '5' }];
    expect(() => expectAnswerMatchesContract('searchBusinesses', drifted)).toThrow(/searchBusinesses.*avgRating/);
  });
});
