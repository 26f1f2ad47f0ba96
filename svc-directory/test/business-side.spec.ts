// Service integration: svc-directory (built, its own process) over NATS against a
// real Postgres, called by route name as the gateway calls it (contract-parsed input, contract-checked
// answers). Owner replies and helpful marks on reviews; opening hours, time zones and "open now";
// bookable vet slots across a DST change, the slot race and what frees a slot; the visitor's cancel.
// Every rule with its bad input (readable 400/403/404/409) and that a refused change stores nothing.
import type { Actor, AppointmentSlot, Business, BusinessDetail, Page, Review } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';

let h: ServiceHarness;

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const createBusiness = (actor: Actor, body: Record<string, unknown>) => h.call<Business>('createBusiness', { actor, body });
const detail = (id: string) => h.call<BusinessDetail>('getBusiness', { params: { id } });
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' }));

/** Today's date and weekday in a zone, as the business sees them. */
function localToday(zone: string): { date: string; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(new Date());
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')) };
}

describe('replies to reviews and helpful marks', () => {
  let owner: Actor;
  let otherOwner: Actor;
  let ann: Actor;
  let bob: Actor;
  let cy: Actor;
  let business: Business;
  let annReview: Review;
  let bobReview: Review;
  let cyReview: Review;

  beforeAll(async () => {
    owner = await h.person('Rhea', 'Owner');
    otherOwner = await h.person('Otto', 'Owner');
    [ann, bob, cy] = await Promise.all([h.person('Ann', 'A'), h.person('Bob', 'B'), h.person('Cy', 'C')]);
    business = await createBusiness(owner, { name: 'Answering Paws', category: 'groomer', state: 'TX' });
    await createBusiness(otherOwner, { name: 'Other Paws', category: 'groomer' });
    annReview = await h.call('createReview', { actor: ann, body: { businessId: business.id, rating: 1, comment: 'Waited an hour' } });
    bobReview = await h.call('createReview', { actor: bob, body: { businessId: business.id, rating: 5, comment: 'Lovely' } });
    cyReview = await h.call('createReview', { actor: cy, body: { businessId: business.id, rating: 3 } });
  });

  it('answers reviews with ownerReply null and helpfulCount 0 until someone acts', () => {
    expect(annReview).toMatchObject({ ownerReply: null, helpfulCount: 0 });
  });

  it('lets the owner answer a review once, edit the answer (keeping its date) and remove it; the reviewer is told once', async () => {
    const replied = await h.call<Review>('replyToReview', { actor: owner, params: { id: annReview.id }, body: { message: '  Sorry! We added a second groomer. ' } });
    expect(replied.ownerReply).toEqual({ message: 'Sorry! We added a second groomer.', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
    const listed = (await h.call<Page<Review>>('listReviews', { params: { businessId: business.id } })).items;
    expect(listed.find((r) => r.id === annReview.id)?.ownerReply).toEqual(replied.ownerReply);

    const edited = await h.call<Review>('replyToReview', { actor: owner, params: { id: annReview.id }, body: { message: 'Sorry! Saturdays now have two groomers.' } });
    expect(edited.ownerReply).toEqual({ message: 'Sorry! Saturdays now have two groomers.', createdAt: replied.ownerReply!.createdAt });
    const { rows } = await h.db.query('SELECT count(*)::int AS n FROM reviews WHERE id = $1 AND reply_message IS NOT NULL', [annReview.id]);
    expect(rows[0].n).toBe(1);

    const events = (await h.events('directory.review_replied')).filter((e) => e.data.reviewId === annReview.id);
    expect(events.map((e) => e.data)).toEqual([
      { reviewId: annReview.id, businessId: business.id, businessName: 'Answering Paws', ownerId: owner.userId, reviewerId: ann.userId, message: 'Sorry! We added a second groomer.', edited: false },
      expect.objectContaining({ message: 'Sorry! Saturdays now have two groomers.', edited: true }),
    ]);

    const removed = await h.call<Review>('deleteReviewReply', { actor: owner, params: { id: annReview.id } });
    expect(removed.ownerReply).toBeNull();
    expect(await h.fails('deleteReviewReply', { actor: owner, params: { id: annReview.id } })).toEqual({ code: 'not_found', message: 'This review has no answer to remove' });
  });

  it('refuses answers from anyone but the owner of the reviewed business, and bad input, storing nothing', async () => {
    const onlyOwner = { code: 'forbidden', message: 'Only the owner of the reviewed business can answer this review' };
    expect(await h.fails('replyToReview', { actor: ann, params: { id: bobReview.id }, body: { message: 'Hi' } })).toEqual(onlyOwner);
    expect(await h.fails('replyToReview', { actor: otherOwner, params: { id: bobReview.id }, body: { message: 'Hi' } })).toEqual(onlyOwner);
    expect(await h.fails('deleteReviewReply', { actor: bob, params: { id: bobReview.id } })).toEqual(onlyOwner);
    expect(await h.fails('replyToReview', { actor: owner, params: { id: '00000000-0000-4000-8000-000000000009' }, body: { message: 'Hi' } })).toEqual({
      code: 'not_found',
      message: 'Review not found',
    });
    expect(await h.fails('replyToReview', { actor: owner, params: { id: 'nope' }, body: { message: 'Hi' } })).toEqual({ code: 'not_found', message: 'Review not found' });
    expect(await h.fails('replyToReview', { actor: owner, params: { id: bobReview.id }, body: { message: '   ' } })).toEqual({ code: 'validation', message: 'Reply message is required' });
    expect(await h.fails('replyToReview', { actor: owner, params: { id: bobReview.id }, body: {} })).toEqual({ code: 'validation', message: 'Reply message is required' });
    expect(await h.fails('replyToReview', { actor: owner, params: { id: bobReview.id }, body: { message: 'x'.repeat(2001) } })).toEqual({
      code: 'validation',
      message: 'Reply message must be at most 2000 characters',
    });
    expect(await h.count('reviews WHERE id = $1 AND reply_message IS NOT NULL', [bobReview.id])).toBe(0);
    expect((await h.events('directory.review_replied')).filter((e) => e.data.reviewId === bobReview.id)).toHaveLength(0);
  });

  it('counts helpful marks once per member, never the reviewer’s own nor the reviewed business owner’s', async () => {
    expect((await h.call<Review>('markReviewHelpful', { actor: ann, params: { id: cyReview.id } })).helpfulCount).toBe(1);
    expect(await h.fails('markReviewHelpful', { actor: owner, params: { id: cyReview.id } })).toEqual({
      code: 'forbidden',
      message: 'You cannot mark reviews of your own business helpful',
    });
    expect((await h.call<Review>('markReviewHelpful', { actor: otherOwner, params: { id: cyReview.id } })).helpfulCount).toBe(2);
    expect(await h.fails('markReviewHelpful', { actor: ann, params: { id: cyReview.id } })).toEqual({ code: 'conflict', message: 'You already marked this review helpful' });
    expect(await h.fails('markReviewHelpful', { actor: cy, params: { id: cyReview.id } })).toEqual({ code: 'forbidden', message: 'You cannot mark your own review helpful' });
    expect(await h.fails('markReviewHelpful', { actor: cy, params: { id: '00000000-0000-4000-8000-000000000009' } })).toEqual({ code: 'not_found', message: 'Review not found' });
    expect(await h.count('review_helpful_marks WHERE review_id = $1', [cyReview.id])).toBe(2);
    expect((await h.call<Page<Review>>('listReviews', { params: { businessId: business.id } })).items.find((r) => r.id === cyReview.id)?.helpfulCount).toBe(2);
  });

  it('sorts by newest (default), highest, lowest and most helpful; an unknown sort is a 400', async () => {
    await h.call('markReviewHelpful', { actor: cy, params: { id: annReview.id } });
    const order = async (sort?: string) =>
      (await h.call<Page<Review>>('listReviews', { params: { businessId: business.id }, query: sort ? { sort } : {} })).items.map((r) => r.rating);
    expect(await order()).toEqual([3, 5, 1]);
    expect(await order('newest')).toEqual([3, 5, 1]);
    expect(await order('highest')).toEqual([5, 3, 1]);
    expect(await order('lowest')).toEqual([1, 3, 5]);
    expect(await order('helpful')).toEqual([3, 1, 5]);
    expect(await h.fails('listReviews', { params: { businessId: business.id }, query: { sort: 'oldest' } })).toEqual({
      code: 'validation',
      message: 'sort must be one of newest, highest, lowest, helpful',
    });
  });
});

describe('opening hours, time zones and open now', () => {
  let owner: Actor;
  let austin: Business;

  beforeAll(async () => {
    owner = await h.person('Hana', 'Hours');
    austin = await createBusiness(owner, { name: 'Always Open Grooming', category: 'groomer', city: 'Austin', state: 'TX' });
  });

  it('answers empty hours, the zone derived from the state and openNow false before hours are set', async () => {
    expect(await detail(austin.id)).toMatchObject({ hours: { weekly: [], closures: [] }, timeZone: 'America/Chicago', openNow: false, booking: null });
  });

  it('stores weekly ranges (several a day) and closures in the derived zone and answers them on the business', async () => {
    const saved = await h.call<BusinessDetail>('setBusinessHours', {
      actor: owner,
      body: {
        weekly: [...ALL_WEEK.slice(1), { day: 0, open: '13:00', close: '24:00' }, { day: 0, open: '00:00', close: '12:00' }],
        closures: [{ date: '2027-12-25', note: 'Christmas' }, { date: '2027-01-01' }],
      },
    });
    expect(saved.timeZone).toBe('America/Chicago');
    expect(saved.hours.weekly.slice(0, 2)).toEqual([
      { day: 0, open: '00:00', close: '12:00' },
      { day: 0, open: '13:00', close: '24:00' },
    ]);
    expect(saved.hours.closures).toEqual([
      { date: '2027-01-01', note: null },
      { date: '2027-12-25', note: 'Christmas' },
    ]);
    expect(await detail(austin.id)).toMatchObject({ hours: saved.hours, timeZone: 'America/Chicago' });
    expect((await h.events('directory.business_updated')).some((e) => e.data.businessId === austin.id && e.data.changedFields?.includes('hours'))).toBe(true);
  });

  it('is open now around the clock, and closed on a closure of today in its own zone', async () => {
    await h.call('setBusinessHours', { actor: owner, body: { weekly: ALL_WEEK, closures: [] } });
    expect((await detail(austin.id)).openNow).toBe(true);
    await h.call('setBusinessHours', { actor: owner, body: { weekly: ALL_WEEK, closures: [{ date: localToday('America/Chicago').date, note: 'Staff day' }] } });
    expect((await detail(austin.id)).openNow).toBe(false);
  });

  it('is closed on a day without ranges, judged by the weekday in the business’s zone (not the server’s)', async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: often already tomorrow compared with UTC
    const today = localToday(zone).day;
    const otherDays = ALL_WEEK.filter((r) => r.day !== today);
    await h.call('setBusinessHours', { actor: owner, body: { timeZone: zone, weekly: otherDays, closures: [] } });
    expect(await detail(austin.id)).toMatchObject({ timeZone: zone, openNow: false });
    await h.call('setBusinessHours', { actor: owner, body: { timeZone: zone, weekly: ALL_WEEK.filter((r) => r.day === today), closures: [] } });
    expect(await detail(austin.id)).toMatchObject({ timeZone: zone, openNow: true });
  });

  it('filters search by openNow on the server, with the other filters', async () => {
    const closedOwner = await h.person('Cleo', 'Closed');
    const closed = await createBusiness(closedOwner, { name: 'Never Open Grooming', category: 'groomer', city: 'Austin', state: 'TX' });
    await h.call('setBusinessHours', { actor: closedOwner, body: { weekly: [], closures: [] } });
    await h.call('setBusinessHours', { actor: owner, body: { weekly: ALL_WEEK, closures: [] } });
    const names = async (query: Record<string, string>) => (await h.call<Business[]>('searchBusinesses', { query: { city: 'Austin', ...query } })).map((b) => b.name);
    expect(await names({})).toEqual(expect.arrayContaining(['Always Open Grooming', 'Never Open Grooming']));
    expect(await names({ openNow: 'true' })).toEqual(['Always Open Grooming']);
    expect(await names({ openNow: 'true', category: 'veterinarian' })).toEqual([]);
    expect(await names({ openNow: 'false' })).toEqual(expect.arrayContaining(['Always Open Grooming', 'Never Open Grooming']));
    expect(await h.fails('searchBusinesses', { query: { openNow: 'maybe' } })).toEqual({ code: 'validation', message: 'openNow must be true or false' });
    expect((await detail(closed.id)).openNow).toBe(false);
  });

  it.each([
    [{ weekly: [{ day: 1, open: '09:00', close: '13:00' }, { day: 1, open: '12:00', close: '18:00' }] }, 'Monday: 12:00–18:00 overlaps 09:00–13:00'],
    [{ weekly: [{ day: 2, open: '18:00', close: '09:00' }] }, 'Tuesday: closing time 09:00 must be after opening time 18:00'],
    [{ weekly: [{ day: 2, open: '09:00', close: '09:00' }] }, 'Tuesday: closing time 09:00 must be after opening time 09:00'],
    [{ weekly: [{ day: 7, open: '09:00', close: '10:00' }] }, 'day must be a whole number from 0 (Sunday) to 6 (Saturday)'],
    [{ weekly: [{ day: 1, open: '9am', close: '10:00' }] }, 'Opening time must be a time like 09:00'],
    [{ weekly: [{ day: 1, open: '24:00', close: '24:00' }] }, 'Opening time must be a time like 09:00'],
    [{ weekly: 'always' }, 'weekly must be a list of {day, open, close}'],
    [{ weekly: [], closures: [{ date: '2027-02-30' }] }, 'Closure date must be a real calendar date'],
    [{ weekly: [], closures: [{ date: '2027-05-01' }, { date: '2027-05-01' }] }, 'Closure 2027-05-01 is listed twice'],
    [{ weekly: [], timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as America/Chicago'],
  ])('refuses %j with a readable 400 and keeps the hours stored before', async (body, message) => {
    const before = (await detail(austin.id)).hours;
    expect(await h.fails('setBusinessHours', { actor: owner, body })).toEqual({ code: 'validation', message });
    expect((await detail(austin.id)).hours).toEqual(before);
  });

  it('asks for a zone when none can be derived, and 404s without a business', async () => {
    const nowhere = await h.person('Nora', 'Nowhere');
    const b = await createBusiness(nowhere, { name: 'Placeless Pets', category: 'pet_store' });
    expect(await h.fails('setBusinessHours', { actor: nowhere, body: { weekly: ALL_WEEK } })).toEqual({
      code: 'validation',
      message: 'Choose a time zone: none can be told from your business’s state or location',
    });
    expect(await h.count('business_hours WHERE business_id = $1', [b.id])).toBe(0);
    expect((await h.call<BusinessDetail>('setBusinessHours', { actor: nowhere, body: { timeZone: 'Europe/Berlin', weekly: ALL_WEEK } })).timeZone).toBe('Europe/Berlin');
    const stranger = await h.person('Sam', 'Stranger');
    expect(await h.fails('setBusinessHours', { actor: stranger, body: { weekly: [] } })).toEqual({ code: 'not_found', message: 'Create your business before setting its hours' });
  });
});

describe('bookable vet slots', () => {
  let vetOwner: Actor;
  let vet: Business;
  let petOwners: Actor[];
  const NINE_TO_ELEVEN = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '11:00' }));
  const slots = (query: Record<string, string> = {}) => h.call<AppointmentSlot[]>('listAvailableSlots', { params: { id: vet.id }, query });
  const book = (actor: Actor, start: string) =>
    h.call('requestAppointment', { actor, body: { businessId: vet.id, appointmentDate: start, petName: 'Rex', reason: 'Vaccines' } });

  beforeAll(async () => {
    vetOwner = await h.person('Vera', 'Vet');
    vet = await createBusiness(vetOwner, { name: 'Slot Clinic', category: 'veterinarian', city: 'New York', state: 'NY' });
    petOwners = await Promise.all(Array.from({ length: 50 }, (_, i) => h.person(`Racer${i}`, 'Owner')));
  });

  it('refuses slot settings for other categories, before hours exist, and out of range', async () => {
    const groomerOwner = await h.person('Gus', 'Groomer');
    await createBusiness(groomerOwner, { name: 'Not A Clinic', category: 'groomer', state: 'NY' });
    expect(await h.fails('setBookingSettings', { actor: groomerOwner, body: { slotMinutes: 30, enabled: true } })).toEqual({
      code: 'validation',
      message: 'Bookable slots are for veterinary clinics only',
    });
    expect(await h.fails('setBookingSettings', { actor: vetOwner, body: { slotMinutes: 30, enabled: true } })).toEqual({
      code: 'validation',
      message: 'Set your opening hours first: bookable hours are your opening hours',
    });
    const range = 'slotMinutes must be a whole number of minutes from 10 to 240';
    for (const slotMinutes of [5, 241, 12.5, '30']) {
      expect(await h.fails('setBookingSettings', { actor: vetOwner, body: { slotMinutes, enabled: true } })).toEqual({ code: 'validation', message: range });
    }
    expect(await h.fails('setBookingSettings', { actor: vetOwner, body: { slotMinutes: 30, enabled: 'yes' } })).toEqual({
      code: 'validation',
      message: 'enabled must be true or false',
    });
    expect((await detail(vet.id)).booking).toBeNull();
    expect(await slots()).toEqual([]);
  });

  it('cuts opening hours into slots in the clinic’s zone, across the DST change, minus closures', async () => {
    await h.call('setBusinessHours', { actor: vetOwner, body: { weekly: NINE_TO_ELEVEN, closures: [{ date: '2027-03-16', note: 'Training' }] } });
    const saved = await h.call<BusinessDetail>('setBookingSettings', { actor: vetOwner, body: { slotMinutes: 30, enabled: true } });
    expect(saved).toMatchObject({ timeZone: 'America/New_York', booking: { slotMinutes: 30, enabled: true } });

    const starts = (await slots({ from: '2027-03-13', days: '4' })).map((s) => s.start);
    // 09:00 New York is 14:00Z on standard time (Sat 13 March) and 13:00Z on daylight time (from Sun 14 March); the 16th is closed.
    expect(starts).toEqual([
      '2027-03-13T14:00:00.000Z', '2027-03-13T14:30:00.000Z', '2027-03-13T15:00:00.000Z', '2027-03-13T15:30:00.000Z',
      '2027-03-14T13:00:00.000Z', '2027-03-14T13:30:00.000Z', '2027-03-14T14:00:00.000Z', '2027-03-14T14:30:00.000Z',
      '2027-03-15T13:00:00.000Z', '2027-03-15T13:30:00.000Z', '2027-03-15T14:00:00.000Z', '2027-03-15T14:30:00.000Z',
    ]);
    const [first] = await slots({ from: '2027-11-06', days: '2' });
    expect(first).toEqual({ start: '2027-11-06T13:00:00.000Z', end: '2027-11-06T13:30:00.000Z' });
    expect((await slots({ from: '2027-11-07', days: '1' }))[0].start).toBe('2027-11-07T14:00:00.000Z');
  });

  it('answers 14 days of future slots by default, and a readable 400 for bad parameters', async () => {
    const all = await slots();
    expect(all.length).toBeGreaterThanOrEqual(13 * 4);
    expect(all.length).toBeLessThanOrEqual(14 * 4);
    expect(all.every((s) => Date.parse(s.start) > Date.now() && Date.parse(s.end) - Date.parse(s.start) === 30 * 60_000)).toBe(true);
    expect(await h.fails('listAvailableSlots', { params: { id: vet.id }, query: { days: '15' } })).toEqual({ code: 'validation', message: 'days must be a whole number from 1 to 14' });
    expect(await h.fails('listAvailableSlots', { params: { id: vet.id }, query: { from: 'tomorrow' } })).toEqual({ code: 'validation', message: 'from must be a date like 2027-03-14' });
    expect(await h.fails('listAvailableSlots', { params: { id: vet.id }, query: { from: '2099-01-01' } })).toEqual({ code: 'validation', message: 'from must be within the next year' });
    expect(await h.fails('listAvailableSlots', { params: { id: '00000000-0000-4000-8000-000000000009' } })).toEqual({ code: 'not_found', message: 'Business not found' });
  });

  it('books a free slot; it leaves the free list and a second person gets a readable 409', async () => {
    const [slot] = await slots({ from: '2027-04-01', days: '1' });
    const appointment = await book(petOwners[0], slot.start);
    expect(appointment).toMatchObject({ status: 'pending', appointmentDate: slot.start });
    expect((await slots({ from: '2027-04-01', days: '1' })).map((s) => s.start)).not.toContain(slot.start);
    expect(await h.fails('requestAppointment', { actor: petOwners[1], body: { businessId: vet.id, appointmentDate: slot.start } })).toEqual({
      code: 'conflict',
      message: 'Someone has just booked that time. Please pick another free slot.',
    });
  });

  it('refuses preferred times where there are slots to pick (400), storing nothing', async () => {
    const [slot] = await slots({ from: '2027-04-05', days: '1' });
    const before = await h.count('appointments WHERE business_id = $1', [vet.id]);
    expect(
      await h.fails('requestAppointment', {
        actor: petOwners[2],
        body: { businessId: vet.id, appointmentDate: slot.start, preferredTimes: [{ date: '2027-04-05', window: 'morning' }] },
      }),
    ).toEqual({ code: 'validation', message: 'This clinic books by slots: pick one of its free times instead of preferred times' });
    expect(await h.count('appointments WHERE business_id = $1', [vet.id])).toBe(before);
  });

  it('refuses a time that is not an open slot (between slots, after hours, on a closure) with a 409, storing nothing', async () => {
    const before = await h.count('appointments WHERE business_id = $1', [vet.id]);
    const notOpen = { code: 'conflict', message: 'That time is not an open slot of this clinic. Please pick one of the free times.' };
    for (const at of ['2027-04-02T13:10:00.000Z', '2027-04-02T20:00:00.000Z', '2027-03-16T13:00:00.000Z']) {
      expect(await h.fails('requestAppointment', { actor: petOwners[2], body: { businessId: vet.id, appointmentDate: at } })).toEqual(notOpen);
    }
    expect(await h.count('appointments WHERE business_id = $1', [vet.id])).toBe(before);
  });

  it('lets exactly one of 50 simultaneous requests hold a slot', async () => {
    const [slot] = await slots({ from: '2027-04-05', days: '1' });
    const results = await Promise.allSettled(petOwners.map((p) => book(p, slot.start)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => [r.reason.code, r.reason.message]);
    expect(refusals).toHaveLength(49);
    expect(new Set(refusals.map(String))).toEqual(new Set([String(['conflict', 'Someone has just booked that time. Please pick another free slot.'])]));
    expect(await h.count(`appointments WHERE business_id = $1 AND slot_start = $2 AND status IN ('pending', 'confirmed')`, [vet.id, slot.start])).toBe(1);
  });

  it('holds the rule in the database itself: a second holder of a slot is refused by the unique index', async () => {
    const [slot] = await slots({ from: '2027-04-06', days: '1' });
    await book(petOwners[3], slot.start);
    await expect(
      h.db.query(`INSERT INTO appointments (business_id, user_id, appointment_date, slot_start, status) VALUES ($1, $2, $3, $3, 'confirmed')`, [vet.id, petOwners[4].userId, slot.start]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'appointments_one_holder_per_slot' });
  });

  it('frees a slot when the clinic declines it or the visitor cancels it', async () => {
    const [slot] = await slots({ from: '2027-04-07', days: '1' });
    const declined = await book(petOwners[5], slot.start);
    await h.call('setAppointmentStatus', { actor: vetOwner, params: { id: declined.id }, body: { status: 'cancelled' } });
    expect((await slots({ from: '2027-04-07', days: '1' }))[0].start).toBe(slot.start);
    const second = await book(petOwners[6], slot.start);
    await h.call('setAppointmentStatus', { actor: vetOwner, params: { id: second.id }, body: { status: 'confirmed' } });
    expect((await slots({ from: '2027-04-07', days: '1' }))[0].start).not.toBe(slot.start);

    const cancelled = await h.call('cancelAppointment', { actor: petOwners[6], params: { id: second.id } });
    expect(cancelled).toMatchObject({ id: second.id, status: 'cancelled', business: { id: vet.id, name: 'Slot Clinic' } });
    expect((await slots({ from: '2027-04-07', days: '1' }))[0].start).toBe(slot.start);
    expect(await book(petOwners[7], slot.start)).toMatchObject({ status: 'pending' });

    const [event] = (await h.events('directory.appointment_status_changed')).filter((e) => e.data.appointmentId === second.id && e.data.cancelledBy === 'visitor');
    expect(event.data).toMatchObject({ from: 'confirmed', to: 'cancelled', ownerId: vetOwner.userId, userId: petOwners[6].userId, userName: 'Racer6 Owner' });
    const [decline] = (await h.events('directory.appointment_status_changed')).filter((e) => e.data.appointmentId === declined.id);
    expect(decline.data).toMatchObject({ to: 'cancelled', cancelledBy: 'business' });
  });

  it('lets only the visitor cancel (a stranger gets 404 as for a missing one), and only a pending or confirmed appointment', async () => {
    const [slot] = await slots({ from: '2027-04-08', days: '1' });
    const mine = await book(petOwners[8], slot.start);
    expect(await h.fails('cancelAppointment', { actor: petOwners[9], params: { id: mine.id } })).toEqual({ code: 'not_found', message: 'Appointment not found' });
    expect(await h.fails('cancelAppointment', { actor: vetOwner, params: { id: mine.id } })).toEqual({
      code: 'forbidden',
      message: 'Only the person who asked for this appointment can cancel it; decline it instead',
    });
    expect(await h.count(`appointments WHERE id = $1 AND status = 'pending'`, [mine.id])).toBe(1);
    expect(await h.fails('cancelAppointment', { actor: petOwners[8], params: { id: '00000000-0000-4000-8000-000000000009' } })).toEqual({ code: 'not_found', message: 'Appointment not found' });
    await h.call('setAppointmentStatus', { actor: vetOwner, params: { id: mine.id }, body: { status: 'confirmed' } });
    await h.call('setAppointmentStatus', { actor: vetOwner, params: { id: mine.id }, body: { status: 'completed' } });
    expect(await h.fails('cancelAppointment', { actor: petOwners[8], params: { id: mine.id } })).toEqual({ code: 'conflict', message: 'An appointment that is completed can no longer be cancelled' });
  });

  it('keeps the free-date request when slots are off', async () => {
    await h.call('setBookingSettings', { actor: vetOwner, body: { slotMinutes: 30, enabled: false } });
    expect(await slots()).toEqual([]);
    expect(await book(petOwners[10], '2027-04-09T17:45:00.000Z')).toMatchObject({ status: 'pending', appointmentDate: '2027-04-09T17:45:00.000Z' });
    expect(await book(petOwners[11], '2027-04-09T17:45:00.000Z')).toMatchObject({ status: 'pending' });
    expect((await detail(vet.id)).booking).toEqual({ slotMinutes: 30, enabled: false });
  });
});
