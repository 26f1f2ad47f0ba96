/* eslint-disable @typescript-eslint/no-explicit-any -- assertions read the JSON answers loosely */
// Service integration: svc-directory (built, its own process) over NATS with forged actors, against a
// real Postgres, called by route name through libs/testing's ServiceHarness: the query and body are
// parsed by the route's contract as the gateway parses them, and every answer is checked against the
// route's response schema. Every rule of docs/product.md#directory, every bad input (400/401/403/404/409 with a
// readable message) and that a refused change writes nothing (no row, no event).
import { ADMIN_DENIAL, LIMITS, SUBJECTS, type Actor, type Appointment, type Business, type Page, type RouteName } from '@pawpals/contracts';
import { ServiceHarness, type RawRequest } from '@pawpals/testing';
import { nameless, utcDay } from './support';

const D = SUBJECTS.directory;
let h: ServiceHarness;

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const createBusiness = (actor: Actor, body: Record<string, unknown>) => h.call<Business>('createBusiness', { actor, body });

describe('businesses', () => {
  let owner: Actor;
  let business: Business;

  beforeAll(async () => {
    owner = await h.person('Olive', 'Owner');
    business = await createBusiness(owner, {
      name: '  Happy Paws Grooming ',
      category: 'groomer',
      city: 'Austin',
      state: 'TX',
      priceRange: 'moderate',
      latitude: 30.27,
      longitude: -97.74,
      isPremium: 1,
      avgRating: 5,
      reviewCount: 99,
      id: '00000000-0000-0000-0000-000000000000',
    });
  });

  it('creates with trimmed fields, ignoring isPremium, avgRating, reviewCount and id in the payload, and emits business_created', async () => {
    expect(business).toEqual({
      id: expect.any(String),
      name: 'Happy Paws Grooming',
      category: 'groomer',
      description: null,
      logoUrl: null,
      photoPlaceholder: null,
      isPremium: 0,
      avgRating: 0,
      reviewCount: 0,
      address: null,
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      phone: null,
      websiteUrl: null,
      services: null,
      pricing: null,
      priceRange: 'moderate',
      latitude: 30.27,
      longitude: -97.74,
      photos: [],
    });
    expect(business.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const [event] = (await h.events('directory.business_created')).filter((e) => e.data.businessId === business.id);
    expect(event.data).toEqual({
      businessId: business.id,
      ownerId: owner.userId,
      name: 'Happy Paws Grooming',
      category: 'groomer',
      city: 'Austin',
      priceRange: 'moderate',
      isPremium: 0,
      source: 'owner',
    });
  });

  it('allows one business per owner (409), writing nothing', async () => {
    const before = await h.count('outbox');
    expect(await h.fails('createBusiness', { actor: owner, body: { name: 'Second' } })).toEqual({
      code: 'conflict',
      message: 'You already have a business. Update it instead of creating another one.',
    });
    expect(await h.count('businesses WHERE owner_id = $1', [owner.userId])).toBe(1);
    expect(await h.count('outbox')).toBe(before);
  });

  it.each([
    [{}, 'Business name is required'],
    [{ name: '   ' }, 'Business name is required'],
    [{ name: 'X', category: 'cattery' }, 'Category must be one of groomer, pet_store, park, veterinarian'],
    [{ name: 'X', priceRange: 'cheap' }, 'Price range must be one of budget, moderate, premium'],
    [{ name: 'X', latitude: 91, longitude: 0 }, 'Latitude must be a number between -90 and 90'],
    [{ name: 'X', latitude: 10 }, 'Latitude and longitude must be given together'],
    [{ name: 'X', phone: 5551234 }, 'Phone must be text'],
    [{ name: 'x'.repeat(201) }, 'Business name must be at most 200 characters'],
  ])('refuses a bad create payload %j with 400 "%s" and stores nothing', async (body, message) => {
    const someone = await h.person();
    expect(await h.fails('createBusiness', { actor: someone, body })).toEqual({ code: 'validation', message });
    expect(await h.count('businesses WHERE owner_id = $1', [someone.userId])).toBe(0);
  });

  it('defaults the category to groomer and turns empty optional fields into null', async () => {
    const b = await createBusiness(await h.person(), { name: 'Plain', description: '  ', latitude: '', longitude: '' });
    expect(b).toMatchObject({ category: 'groomer', description: null, latitude: null, longitude: null });
  });

  it('needs a signed-in caller for every write (401)', async () => {
    // Valid input for each, so the only thing missing is the caller.
    const writes: [RouteName, RawRequest][] = [
      ['createBusiness', { body: { name: 'X' } }],
      ['updateBusiness', { params: { id: business.id }, body: { name: 'X' } }],
      ['getMyBusiness', {}],
      ['createReview', { body: { businessId: business.id, rating: 5 } }],
      ['addFavorite', { body: { businessId: business.id } }],
      ['requestAppointment', { body: { businessId: business.id, appointmentDate: `${utcDay(1)}T10:00:00Z` } }],
    ];
    for (const [route, raw] of writes) {
      expect([route, await h.fails(route, { ...raw, actor: null })]).toEqual([route, { code: 'unauthorized', message: 'Unauthorized' }]);
    }
    expect(await h.failsSubject(D.setBusinessLogo, { actor: null, body: { logoUrl: '/objects/x' } })).toEqual({
      code: 'unauthorized',
      message: 'Unauthorized',
    });
  });

  it('lets only the owner update (others 403, unchanged); 404 for unknown or malformed ids', async () => {
    const stranger = await h.person();
    expect(await h.fails('updateBusiness', { actor: stranger, params: { id: business.id }, body: { name: 'Hijacked' } })).toEqual({
      code: 'forbidden',
      message: 'Only the owner of this business can change it',
    });
    expect((await h.call<Business>('getBusiness', { params: { id: business.id } })).name).toBe('Happy Paws Grooming');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await h.fails('updateBusiness', { actor: owner, params: { id }, body: { name: 'Y' } })).toEqual({
        code: 'not_found',
        message: 'Business not found',
      });
      expect(await h.fails('getBusiness', { params: { id } })).toEqual({ code: 'not_found', message: 'Business not found' });
    }
  });

  it('updates only the fields sent, never avgRating/reviewCount, and emits business_updated with the changed fields', async () => {
    const updated = await h.call<Business>('updateBusiness', {
      actor: owner,
      params: { id: business.id },
      body: { description: 'Gentle grooming', phone: '(512) 555-0100', avgRating: 4.9, reviewCount: 7 },
    });
    expect(updated).toEqual({ ...business, description: 'Gentle grooming', phone: '(512) 555-0100' });
    const events = (await h.events('directory.business_updated')).filter((e) => e.data.businessId === business.id);
    expect(events.at(-1)!.data).toMatchObject({ changedFields: ['description', 'phone'], ownerId: owner.userId, source: 'owner' });
    expect(await h.fails('updateBusiness', { actor: owner, params: { id: business.id }, body: {} })).toEqual({
      code: 'validation',
      message: 'Nothing to update: send at least one business field',
    });
  });

  it('toggles premium with PUT {isPremium: 0|1} and refuses other values', async () => {
    const on = await h.call<Business>('updateBusiness', { actor: owner, params: { id: business.id }, body: { isPremium: 1 } });
    expect(on.isPremium).toBe(1);
    const events = (await h.events('directory.business_updated')).filter((e) => e.data.businessId === business.id);
    expect(events.at(-1)!.data).toMatchObject({ isPremium: 1, changedFields: ['isPremium'] });
    for (const isPremium of [2, true, '1']) {
      expect(await h.fails('updateBusiness', { actor: owner, params: { id: business.id }, body: { isPremium } })).toEqual({
        code: 'validation',
        message: 'isPremium must be 0 or 1',
      });
    }
    const off = await h.call<Business>('updateBusiness', { actor: owner, params: { id: business.id }, body: { isPremium: 0 } });
    expect(off.isPremium).toBe(0);
  });

  it('answers my business, or null without one', async () => {
    expect((await h.call<Business>('getMyBusiness', { actor: owner })).id).toBe(business.id);
    expect(await h.call('getMyBusiness', { actor: await h.person() })).toBeNull();
  });

  it('records a logo path for the caller’s business, or 404 without one', async () => {
    const b = await h.callSubject<Business>(D.setBusinessLogo, { actor: owner, body: { logoUrl: '/objects/uploads/logo-1' } });
    expect(b.logoUrl).toBe('/objects/uploads/logo-1');
    expect(await h.failsSubject(D.setBusinessLogo, { actor: await h.person(), body: { logoUrl: '/objects/x' } })).toEqual({
      code: 'not_found',
      message: 'Create your business before adding a logo',
    });
  });

});

describe('reviews', () => {
  let owner: Actor;
  let business: Business;
  let ann: Actor;
  let bob: Actor;

  beforeAll(async () => {
    owner = await h.person('Rita', 'Owner');
    ann = await h.person('Ann', 'Reviewer');
    bob = await h.person('Bob', 'Reviewer');
    business = await createBusiness(owner, { name: 'Review Me Vets', category: 'veterinarian' });
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 3.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: '5' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4, businessId: undefined }, 'businessId is required'],
    [{ rating: 4, businessId: 'nope' }, 'businessId must be a business id'],
    [{ rating: 4, comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
  ])('refuses %j with 400 "%s", writing nothing', async (over, message) => {
    expect(await h.fails('createReview', { actor: ann, body: { businessId: business.id, ...over } })).toEqual({ code: 'validation', message });
    expect(await h.count('reviews WHERE business_id = $1', [business.id])).toBe(0);
  });

  it('404 for an unknown business; 403 for the owner reviewing their own business; nothing written', async () => {
    expect(await h.fails('createReview', { actor: ann, body: { businessId: '00000000-0000-4000-8000-000000000001', rating: 5 } })).toEqual({
      code: 'not_found',
      message: 'Business not found',
    });
    expect(await h.fails('createReview', { actor: owner, body: { businessId: business.id, rating: 5 } })).toEqual({
      code: 'forbidden',
      message: 'You cannot review your own business',
    });
    expect(await h.count('reviews WHERE business_id = $1', [business.id])).toBe(0);
    expect((await h.events('directory.review_created')).filter((e) => e.data.businessId === business.id)).toHaveLength(0);
  });

  it('keeps one review per user (a second replaces the first) and updates avgRating and reviewCount with it', async () => {
    const first = await h.call('createReview', { actor: ann, body: { businessId: business.id, rating: 2, comment: '  meh ' } });
    expect(first).toEqual({
      id: expect.any(String),
      businessId: business.id,
      rating: 2,
      comment: 'meh',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { firstName: 'Ann', profileImageUrl: null },
      ownerReply: null,
      helpfulCount: 0,
    });
    const second = await h.call('createReview', { actor: ann, body: { businessId: business.id, rating: 5, comment: '' } });
    expect(second).toMatchObject({ id: first.id, rating: 5, comment: null });
    expect(await h.call<Business>('getBusiness', { params: { id: business.id } })).toMatchObject({ avgRating: 5, reviewCount: 1 });
    await h.call('createReview', { actor: bob, body: { businessId: business.id, rating: 4 } });
    expect(await h.call<Business>('getBusiness', { params: { id: business.id } })).toMatchObject({ avgRating: 4.5, reviewCount: 2 });

    const events = (await h.events('directory.review_created')).filter((e) => e.data.businessId === business.id);
    expect(events.map((e) => [e.data.userFirstName, e.data.rating, e.data.replaced, e.data.avgRating, e.data.reviewCount])).toEqual([
      ['Ann', 2, false, 2, 1],
      ['Ann', 5, true, 5, 1],
      ['Bob', 4, false, 4.5, 2],
    ]);
    expect(events[0].data).toMatchObject({ businessName: 'Review Me Vets', ownerId: owner.userId, userId: ann.userId, comment: 'meh' });
  });

  it('keeps avgRating and reviewCount right under concurrent reviews', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => h.person()));
    await Promise.all(people.map((p, i) => h.call('createReview', { actor: p, body: { businessId: business.id, rating: (i % 5) + 1 } })));
    const { rows } = await h.db.query('SELECT round(avg(rating), 2)::float8 AS avg, count(*)::int AS n FROM reviews WHERE business_id = $1', [
      business.id,
    ]);
    expect(await h.call<Business>('getBusiness', { params: { id: business.id } })).toMatchObject({ avgRating: rows[0].avg, reviewCount: rows[0].n });
  });

  it('lists reviews of a business (404 for an unknown one) and the caller’s own reviews with the business', async () => {
    const list = await h.call<Page<unknown>>('listReviews', { params: { businessId: business.id } });
    expect(list.items.length).toBe(10);
    expect(await h.fails('listReviews', { params: { businessId: 'x' } })).toEqual({ code: 'not_found', message: 'Business not found' });
    const mine = await h.call('listMyReviews', { actor: ann });
    expect(mine).toEqual([expect.objectContaining({ rating: 5, business: { id: business.id, name: 'Review Me Vets' } })]);
  });
});

describe('favorites', () => {
  it('adds once (409 on a repeat), 404 for an unknown business, removes by favorite id or business id, never someone else’s', async () => {
    const me = await h.person();
    const other = await h.person();
    const b = await createBusiness(await h.person(), { name: 'Fav Park', category: 'park' });
    const fav = await h.call('addFavorite', { actor: me, body: { businessId: b.id } });
    expect(fav).toEqual({ id: expect.any(String), businessId: b.id, business: expect.objectContaining({ id: b.id, name: 'Fav Park' }) });
    expect(await h.fails('addFavorite', { actor: me, body: { businessId: b.id } })).toEqual({
      code: 'conflict',
      message: 'This business is already in your favorites',
    });
    expect(await h.fails('addFavorite', { actor: me, body: { businessId: '00000000-0000-4000-8000-000000000002' } })).toEqual({
      code: 'not_found',
      message: 'Business not found',
    });
    expect(await h.fails('addFavorite', { actor: me, body: {} })).toEqual({ code: 'validation', message: 'businessId is required' });
    expect(await h.fails('removeFavorite', { actor: other, params: { id: fav.id } })).toEqual({ code: 'not_found', message: 'Favorite not found' });
    expect(await h.call('removeFavorite', { actor: me, params: { id: fav.id } })).toEqual({ id: fav.id, businessId: b.id });
    expect(await h.call('listFavorites', { actor: me })).toEqual([]);
    const again = await h.call('addFavorite', { actor: me, body: { businessId: b.id } });
    expect(await h.call('removeFavorite', { actor: me, params: { id: b.id } })).toEqual({ id: again.id, businessId: b.id });
    expect(await h.fails('removeFavorite', { actor: me, params: { id: b.id } })).toEqual({ code: 'not_found', message: 'Favorite not found' });
  });
});

describe('appointments', () => {
  let vetOwner: Actor;
  let vet: Business;
  let groomer: Business;
  let customer: Actor & { email: string };

  beforeAll(async () => {
    vetOwner = await h.person('Vera', 'Vet');
    vet = await createBusiness(vetOwner, { name: 'Downtown Vet', category: 'veterinarian', city: 'Denver', state: 'CO', phone: '303-555-0101' });
    groomer = await createBusiness(await h.person(), { name: 'Not A Vet', category: 'groomer' });
    customer = await h.person('Cora', 'Customer');
  });

  const book = (over: Record<string, unknown> = {}) =>
    h.call('requestAppointment', {
      actor: customer,
      body: { businessId: vet.id, appointmentDate: `${utcDay(3)}T15:30:00.000Z`, petName: 'Rex', reason: 'Checkup', ...over },
    });

  it.each([
    [{ appointmentDate: undefined }, 'Appointment date is required'],
    [{ appointmentDate: 'next tuesday' }, 'Appointment date must be an ISO date and time'],
    [{ appointmentDate: `${utcDay(-1)}T23:59:00.000Z` }, 'Appointment date cannot be earlier than today'],
    [{ petName: 7 }, 'Pet name must be text'],
  ])('refuses %j with 400 "%s", writing nothing', async (over, message) => {
    const before = await h.count('appointments');
    expect(await h.fails('requestAppointment', { actor: customer, body: { businessId: vet.id, appointmentDate: `${utcDay(1)}T10:00:00Z`, ...over } })).toEqual({
      code: 'validation',
      message,
    });
    expect(await h.count('appointments')).toBe(before);
  });

  it('takes requests only for veterinarians (400) and known businesses (404)', async () => {
    expect(await h.fails('requestAppointment', { actor: customer, body: { businessId: groomer.id, appointmentDate: `${utcDay(1)}T10:00:00Z` } })).toEqual({
      code: 'validation',
      message: 'Appointments can only be requested from veterinarian businesses',
    });
    expect(
      await h.fails('requestAppointment', {
        actor: customer,
        body: { businessId: '00000000-0000-4000-8000-000000000003', appointmentDate: `${utcDay(1)}T10:00:00Z` },
      }),
    ).toEqual({ code: 'not_found', message: 'Business not found' });
    expect(await h.count('appointments WHERE business_id = $1', [groomer.id])).toBe(0);
  });

  it('accepts today (UTC calendar day) and starts pending, with empty optional fields as null; emits appointment_requested', async () => {
    const today = await book({ appointmentDate: `${utcDay(0)}T00:00:00.000Z`, petName: '', reason: '   ' });
    expect(today).toEqual({
      id: expect.any(String),
      businessId: vet.id,
      appointmentDate: `${utcDay(0)}T00:00:00.000Z`,
      status: 'pending',
      petName: null,
      reason: null,
      notes: null,
      preferredTimes: [],
      business: { id: vet.id, name: 'Downtown Vet', city: 'Denver', state: 'CO', phone: '303-555-0101' },
    });
    const [event] = (await h.events('directory.appointment_requested')).filter((e) => e.data.appointmentId === today.id);
    expect(event.data).toEqual({
      appointmentId: today.id,
      businessId: vet.id,
      businessName: 'Downtown Vet',
      ownerId: vetOwner.userId,
      userId: customer.userId,
      userName: 'Cora Customer',
      appointmentDate: today.appointmentDate,
      petName: null,
      reason: null,
    });
  });

  it('takes up to three preferred windows for a clinic without slots; the owner sees them in order', async () => {
    const preferredTimes = [
      { date: utcDay(2), window: 'afternoon' },
      { date: utcDay(1), window: 'morning' },
      { date: utcDay(2), window: 'morning' },
    ];
    const asked = await book({ appointmentDate: `${utcDay(2)}T18:00:00.000Z`, preferredTimes });
    expect(asked).toMatchObject({ appointmentDate: `${utcDay(2)}T18:00:00.000Z`, preferredTimes });
    const seen = (await h.call('listBusinessAppointments', { actor: vetOwner })).find((a: Appointment) => a.id === asked.id);
    expect(seen.preferredTimes).toEqual(preferredTimes);
  });

  it.each([
    [[], 'Give at least one preferred time, or leave preferredTimes out'],
    [[1, 2, 3, 4].map((d) => ({ date: utcDay(d), window: 'morning' })), 'At most 3 preferred times'],
    [[{ date: utcDay(1), window: 'noon' }], 'Preferred time must be one of morning, afternoon, evening'],
    [[{ date: 'friday', window: 'morning' }], 'Preferred date must be a date like 2027-03-14'],
    [[{ date: '2027-02-30', window: 'morning' }], 'Preferred date must be a real calendar date'],
    [[{ date: utcDay(1), window: 'evening' }, { date: utcDay(1), window: 'evening' }], 'Each preferred time may be given once'],
    [[{ date: utcDay(-2), window: 'evening' }], 'Preferred dates cannot be earlier than today'],
    ['mornings', 'preferredTimes must be a list of {date, window}'],
  ])('refuses preferredTimes %j with 400 "%s", writing nothing', async (preferredTimes, message) => {
    const before = await h.count('appointments');
    expect(await h.fails('requestAppointment', { actor: customer, body: { businessId: vet.id, appointmentDate: `${utcDay(1)}T10:00:00Z`, preferredTimes } })).toEqual({
      code: 'validation',
      message,
    });
    expect(await h.count('appointments')).toBe(before);
  });

  it('moves only pending→confirmed|cancelled and confirmed→completed, only by the business owner', async () => {
    const a = await book();
    const setStatus = (actor: Actor, id: string, status: unknown) => h.call('setAppointmentStatus', { actor, params: { id }, body: { status } });
    const failStatus = (actor: Actor, id: string, status: unknown) => h.fails('setAppointmentStatus', { actor, params: { id }, body: { status } });

    expect(await failStatus(customer, a.id, 'confirmed')).toEqual({
      code: 'forbidden',
      message: 'Only the business owner can change the status of this appointment',
    });
    expect(await failStatus(vetOwner, a.id, 'done')).toEqual({
      code: 'validation',
      message: 'Status must be one of pending, confirmed, cancelled, completed',
    });
    expect(await failStatus(vetOwner, '00000000-0000-4000-8000-000000000004', 'confirmed')).toEqual({
      code: 'not_found',
      message: 'Appointment not found',
    });
    expect(await failStatus(vetOwner, a.id, 'completed')).toEqual({
      code: 'conflict',
      message: 'An appointment that is pending can only become confirmed or cancelled',
    });
    const confirmed = await setStatus(vetOwner, a.id, 'confirmed');
    expect(confirmed).toMatchObject({ id: a.id, status: 'confirmed', user: { firstName: 'Cora', lastName: 'Customer', email: customer.email } });
    // Booked once `a` is no longer pending: Cora already has other requests waiting (see the cap below).
    const b = await book();
    expect(await failStatus(vetOwner, a.id, 'cancelled')).toEqual({
      code: 'conflict',
      message: 'An appointment that is confirmed can only become completed',
    });
    expect((await setStatus(vetOwner, a.id, 'completed')).status).toBe('completed');
    expect(await failStatus(vetOwner, a.id, 'pending')).toEqual({ code: 'conflict', message: 'An appointment that is completed can no longer change' });
    expect((await setStatus(vetOwner, b.id, 'cancelled')).status).toBe('cancelled');
    expect(await failStatus(vetOwner, b.id, 'confirmed')).toEqual({ code: 'conflict', message: 'An appointment that is cancelled can no longer change' });

    const events = (await h.events('directory.appointment_status_changed')).filter((e) => e.data.appointmentId === a.id);
    expect(events.map((e) => [e.data.from, e.data.to])).toEqual([
      ['pending', 'confirmed'],
      ['confirmed', 'completed'],
    ]);
    expect(events[0].data).toMatchObject({ userId: customer.userId, ownerId: vetOwner.userId, businessName: 'Downtown Vet' });
  });

  it(`caps one member's pending requests to one clinic at ${LIMITS.openAppointmentRequestsPerClinic} (409, nothing stored), even sent at once`, async () => {
    const hoarder = await h.person('Hoarder', 'Holdall');
    const clinicOwner = await h.person('Cleo', 'Clinic');
    const clinic = await createBusiness(clinicOwner, { name: 'Midtown Vet', category: 'veterinarian' });
    const otherVet = await createBusiness(await h.person(), { name: 'Uptown Vet', category: 'veterinarian' });
    // Tomorrow, hour by hour: before Cora's requests, which the admin list below expects first (latest date first).
    const at = (n: number) => `${utcDay(1)}T${String(8 + n).padStart(2, '0')}:00:00.000Z`;
    const ask = (businessId: string, n: number) => h.call<Appointment>('requestAppointment', { actor: hoarder, body: { businessId, appointmentDate: at(n) } });
    // Sent together: the cap holds under concurrency, not only one request after another.
    const burst = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => ask(clinic.id, n)));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.openAppointmentRequestsPerClinic);
    const refusal = {
      code: 'conflict',
      message: `You already have ${LIMITS.openAppointmentRequestsPerClinic} requests waiting for this clinic's answer. Cancel one, or wait for the clinic to reply, before asking for another.`,
    };
    for (const r of burst) if (r.status === 'rejected') expect({ code: r.reason.code, message: r.reason.message }).toEqual(refusal);
    expect(await h.fails('requestAppointment', { actor: hoarder, body: { businessId: clinic.id, appointmentDate: at(6) } })).toEqual(refusal);
    expect(await h.count(`appointments WHERE user_id = $1 AND business_id = $2`, [hoarder.userId, clinic.id])).toBe(LIMITS.openAppointmentRequestsPerClinic);
    // Per clinic: another clinic still takes a request.
    expect((await ask(otherVet.id, 1)).status).toBe('pending');
    // An answered or cancelled request no longer counts.
    const [first, second, third] = burst.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    await h.call('setAppointmentStatus', { actor: clinicOwner, params: { id: first.id }, body: { status: 'confirmed' } });
    await h.call('cancelAppointment', { actor: hoarder, params: { id: second.id } });
    expect((await ask(clinic.id, 7)).status).toBe('pending');
    expect((await ask(clinic.id, 8)).status).toBe('pending');
    expect(await h.fails('requestAppointment', { actor: hoarder, body: { businessId: clinic.id, appointmentDate: at(9) } })).toEqual(refusal);
    // A request whose day has passed unanswered holds no slot any more, so it no longer counts either.
    await h.db.query(`UPDATE appointments SET appointment_date = now() - interval '2 days' WHERE id = $1`, [third.id]);
    expect((await ask(clinic.id, 9)).status).toBe('pending');
  });

  it('lists the caller’s requests and the owner’s incoming requests', async () => {
    const mine = await h.call<{ business: unknown }[]>('listMyAppointments', { actor: customer });
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((a) => a.business && !('user' in a))).toBe(true);
    const incoming = await h.call<{ user: unknown }[]>('listBusinessAppointments', { actor: vetOwner });
    expect(incoming).toHaveLength(mine.length);
    expect(incoming[0].user).toEqual({ firstName: 'Cora', lastName: 'Customer', email: customer.email });
    expect(await h.call('listBusinessAppointments', { actor: customer })).toEqual([]);
  });
});

describe('inquiries', () => {
  let owner: Actor;
  let business: Business;
  let customer: Actor & { email: string };

  beforeAll(async () => {
    owner = await h.person('Ingrid', 'Owner');
    business = await createBusiness(owner, { name: 'Ask Us Pet Store', category: 'pet_store' });
    customer = await h.person('Carl', 'Customer');
  });

  const send = (actor: Actor, body: Record<string, unknown>, id = business.id) => h.call('sendInquiry', { actor, params: { id }, body });

  it.each([
    [{ subject: '   ', message: 'Hi' }, 'Subject is required'],
    [{ subject: 'Hi', message: ' \n ' }, 'Message is required'],
    [{ message: 'Hi' }, 'Subject is required'],
  ])('refuses %j with 400 "%s", writing nothing', async (body, message) => {
    expect(await h.fails('sendInquiry', { actor: customer, params: { id: business.id }, body })).toEqual({ code: 'validation', message });
    expect(await h.count('inquiry_conversations WHERE business_id = $1', [business.id])).toBe(0);
  });

  it('404 for an unknown business, 403 for writing to your own business', async () => {
    expect(await h.fails('sendInquiry', { actor: customer, params: { id: '00000000-0000-4000-8000-000000000005' }, body: { subject: 'a', message: 'b' } })).toEqual({
      code: 'not_found',
      message: 'Business not found',
    });
    expect(await h.fails('sendInquiry', { actor: owner, params: { id: business.id }, body: { subject: 'a', message: 'b' } })).toEqual({
      code: 'forbidden',
      message: 'You cannot send an inquiry to your own business',
    });
  });

  it('threads a conversation: first message, owner reply (marks read), customer follow-up; each side sees isRead its way', async () => {
    const first = await send(customer, { subject: ' Dog food ', message: ' Do you stock grain-free? ' });
    expect(first).toEqual({
      id: expect.any(String),
      conversationId: expect.any(String),
      customerName: 'Carl Customer',
      customerEmail: customer.email,
      subject: 'Dog food',
      message: 'Do you stock grain-free?',
      createdAt: expect.any(String),
      senderType: 'customer',
      isRead: 1,
      businessId: business.id,
      businessName: 'Ask Us Pet Store',
    });
    const other = await send(customer, { subject: 'Opening hours', message: 'Open Sundays?' });
    expect(other.conversationId).not.toBe(first.conversationId);

    let ownerView = (await h.call<Page<any>>('listBusinessInquiries', { actor: owner })).items;
    // Newest conversation first (docs/decisions/0141), each one's messages oldest first.
    expect(ownerView.map((m) => [m.subject, m.senderType, m.isRead])).toEqual([
      ['Opening hours', 'customer', 0],
      ['Dog food', 'customer', 0],
    ]);

    const stranger = await h.person();
    // Someone else's conversation answers exactly like a missing one: its existence is not confirmed.
    expect(await h.fails('replyInquiry', { actor: stranger, params: { conversationId: first.conversationId }, body: { message: 'hi' } })).toEqual({
      code: 'not_found',
      message: 'Conversation not found',
    });
    expect(await h.fails('replyInquiry', { actor: owner, params: { conversationId: first.conversationId }, body: { message: '  ' } })).toEqual({
      code: 'validation',
      message: 'Message is required',
    });
    expect(
      await h.fails('replyInquiry', { actor: owner, params: { conversationId: '00000000-0000-4000-8000-000000000006' }, body: { message: 'x' } }),
    ).toEqual({ code: 'not_found', message: 'Conversation not found' });

    const reply = await h.call('replyInquiry', { actor: owner, params: { conversationId: first.conversationId }, body: { message: 'Yes, we do.' } });
    expect(reply).toMatchObject({ conversationId: first.conversationId, senderType: 'business', subject: 'Dog food', customerName: 'Carl Customer', isRead: 1 });
    const followUp = await h.call('replyInquiry', { actor: customer, params: { conversationId: first.conversationId }, body: { message: 'Great, thanks!' } });
    expect(followUp).toMatchObject({ conversationId: first.conversationId, senderType: 'customer' });

    ownerView = (await h.call<Page<any>>('listBusinessInquiries', { actor: owner })).items;
    // A new message does not move its conversation: the list stays in the order the conversations started.
    expect(ownerView.map((m) => [m.subject, m.message, m.senderType, m.isRead])).toEqual([
      ['Opening hours', 'Open Sundays?', 'customer', 0],
      ['Dog food', 'Do you stock grain-free?', 'customer', 1],
      ['Dog food', 'Yes, we do.', 'business', 1],
      ['Dog food', 'Great, thanks!', 'customer', 0],
    ]);
    const customerView = (await h.call<Page<any>>('listMyInquiries', { actor: customer })).items;
    expect(customerView.map((m) => [m.message, m.senderType, m.isRead])).toEqual([
      ['Open Sundays?', 'customer', 1],
      ['Do you stock grain-free?', 'customer', 1],
      ['Yes, we do.', 'business', 1],
      ['Great, thanks!', 'customer', 1],
    ]);
    // The badges: the owner has the follow-up and the other question to read; the customer nothing.
    expect(await h.call('getInquiriesUnreadCount', { actor: owner, query: { side: 'business' } })).toEqual({ count: 2 });
    expect(await h.call('getInquiriesUnreadCount', { actor: customer, query: { side: 'customer' } })).toEqual({ count: 0 });
    expect(await h.call('listMyInquiries', { actor: stranger })).toEqual({ items: [], nextCursor: null });
    expect(await h.call('listBusinessInquiries', { actor: stranger })).toEqual({ items: [], nextCursor: null });

    const received = (await h.events('directory.inquiry_received')).filter((e) => e.data.conversationId === first.conversationId);
    expect(received.map((e) => e.data)).toEqual([
      {
        conversationId: first.conversationId,
        messageId: first.id,
        businessId: business.id,
        businessName: 'Ask Us Pet Store',
        ownerId: owner.userId,
        customerId: customer.userId,
        customerName: 'Carl Customer',
        subject: 'Dog food',
        followUp: false,
      },
      expect.objectContaining({ messageId: followUp.id, followUp: true }),
    ]);
    const replied = (await h.events('directory.inquiry_replied')).filter((e) => e.data.conversationId === first.conversationId);
    expect(replied.map((e) => e.data)).toEqual([
      {
        conversationId: first.conversationId,
        messageId: reply.id,
        businessId: business.id,
        businessName: 'Ask Us Pet Store',
        ownerId: owner.userId,
        customerId: customer.userId,
        subject: 'Dog food',
      },
    ]);
  });
});

describe('ownership of conversations and appointments', () => {
  let owner: Actor;
  let otherOwner: Actor;
  let customer: Actor;
  let stranger: Actor;
  let vet: Business;
  let conversationId: string;
  let appointmentId: string;

  beforeAll(async () => {
    owner = await h.person('Nora', 'Owner');
    otherOwner = await h.person('Otto', 'Rival');
    customer = await h.person('Cleo', 'Client');
    stranger = await h.person('Sam', 'Stranger');
    vet = await createBusiness(owner, { name: 'Ownership Vet', category: 'veterinarian' });
    await createBusiness(otherOwner, { name: 'Rival Vet', category: 'veterinarian' });
    const first = await h.call('sendInquiry', { actor: customer, params: { id: vet.id }, body: { subject: 'Rabbit', message: 'Do you treat rabbits?' } });
    conversationId = first.conversationId;
    const appointment = await h.call('requestAppointment', {
      actor: customer,
      body: { businessId: vet.id, appointmentDate: `${utcDay(2)}T09:00:00.000Z`, petName: 'Bun' },
    });
    appointmentId = appointment.id;
  });

  const read = (actor: Actor, id = conversationId) => h.call('markInquiryRead', { actor, params: { conversationId: id } });
  const readFails = (actor: Actor | null, id = conversationId) => h.fails('markInquiryRead', { actor, params: { conversationId: id } });
  const unreadFlags = async () =>
    (await h.db.query('SELECT sender_type, is_read FROM inquiry_messages WHERE conversation_id = $1 ORDER BY created_at, id', [conversationId])).rows.map(
      (r) => [r.sender_type, r.is_read],
    );

  it("does not list a conversation to another business's owner or to a stranger", async () => {
    expect((await h.call<Page<any>>('listBusinessInquiries', { actor: otherOwner })).items.some((m) => m.conversationId === conversationId)).toBe(false);
    expect((await h.call<Page<any>>('listMyInquiries', { actor: stranger })).items.some((m) => m.conversationId === conversationId)).toBe(false);
    expect((await h.call<Page<any>>('listMyInquiries', { actor: owner })).items.some((m) => m.conversationId === conversationId)).toBe(false);
  });

  it("refuses a reply from another business's owner as if the conversation did not exist (404), writing nothing", async () => {
    const before = await h.count('inquiry_messages WHERE conversation_id = $1', [conversationId]);
    expect(await h.fails('replyInquiry', { actor: otherOwner, params: { conversationId }, body: { message: 'Come to us instead' } })).toEqual({
      code: 'not_found',
      message: 'Conversation not found',
    });
    expect(await h.count('inquiry_messages WHERE conversation_id = $1', [conversationId])).toBe(before);
  });

  it('lets only the two sides mark a conversation read (404 for others as for unknown ones, 401 signed out), changing nothing for them', async () => {
    expect(await readFails(stranger)).toEqual({ code: 'not_found', message: 'Conversation not found' });
    expect(await readFails(otherOwner)).toEqual({ code: 'not_found', message: 'Conversation not found' });
    expect(await readFails(owner, '00000000-0000-4000-8000-000000000009')).toEqual({ code: 'not_found', message: 'Conversation not found' });
    expect(await readFails(owner, 'not-a-uuid')).toEqual({ code: 'not_found', message: 'Conversation not found' });
    expect((await readFails(null)).code).toBe('unauthorized');
    expect(await unreadFlags()).toEqual([['customer', false]]);
  });

  it("marks only the other side's messages read: the owner reads the customer's, the customer the business's", async () => {
    expect(await read(owner)).toEqual({ updated: 1 });
    expect(await read(owner)).toEqual({ updated: 0 });
    expect((await h.call<Page<any>>('listBusinessInquiries', { actor: owner })).items.filter((m) => m.conversationId === conversationId).map((m) => m.isRead)).toEqual([1]);

    await h.call('replyInquiry', { actor: owner, params: { conversationId }, body: { message: 'Yes, rabbits too.' } });
    const customerView = async () =>
      (await h.call<Page<any>>('listMyInquiries', { actor: customer })).items.filter((m) => m.conversationId === conversationId).map((m) => [m.senderType, m.isRead]);
    expect(await customerView()).toEqual([
      ['customer', 1],
      ['business', 0],
    ]);
    expect(await read(customer)).toEqual({ updated: 1 });
    expect(await customerView()).toEqual([
      ['customer', 1],
      ['business', 1],
    ]);
    expect(await unreadFlags()).toEqual([
      ['customer', true],
      ['business', true],
    ]);
  });

  it("lets neither the customer (403) nor another vet's owner or a stranger (404, as for a missing one) change the appointment, leaving it pending", async () => {
    expect(await h.fails('setAppointmentStatus', { actor: customer, params: { id: appointmentId }, body: { status: 'confirmed' } })).toEqual({
      code: 'forbidden',
      message: 'Only the business owner can change the status of this appointment',
    });
    for (const actor of [otherOwner, stranger]) {
      expect(await h.fails('setAppointmentStatus', { actor, params: { id: appointmentId }, body: { status: 'confirmed' } })).toEqual({
        code: 'not_found',
        message: 'Appointment not found',
      });
    }
    expect((await h.db.query('SELECT status FROM appointments WHERE id = $1', [appointmentId])).rows[0].status).toBe('pending');
    expect((await h.call<any[]>('listBusinessAppointments', { actor: otherOwner })).some((a) => a.id === appointmentId)).toBe(false);
    expect((await h.call<any[]>('listMyAppointments', { actor: otherOwner })).some((a) => a.id === appointmentId)).toBe(false);
  });
});

describe('names in events without names in the actor', () => {
  it('come from the user_profiles projection (review, appointment request, inquiry and follow-up)', async () => {
    const owner = await h.person('Paula', 'Projection');
    const customer = await h.person('Quinn', 'Quiet');
    const vet = await createBusiness(owner, { name: 'Projection Vet', category: 'veterinarian' });
    const actor = nameless(customer);

    const review = await h.call('createReview', { actor, body: { businessId: vet.id, rating: 4 } });
    const appointment = await h.call('requestAppointment', { actor, body: { businessId: vet.id, appointmentDate: `${utcDay(1)}T10:00:00.000Z` } });
    const first = await h.call('sendInquiry', { actor, params: { id: vet.id }, body: { subject: 'Hi', message: 'Hello' } });
    const followUp = await h.call('replyInquiry', { actor, params: { conversationId: first.conversationId }, body: { message: 'Again' } });

    const byId = async (type: string, field: string, id: string) => (await h.events(type)).find((e) => e.data[field] === id)!.data;
    expect((await byId('directory.review_created', 'reviewId', review.id)).userFirstName).toBe('Quinn');
    expect((await byId('directory.appointment_requested', 'appointmentId', appointment.id)).userName).toBe('Quinn Quiet');
    expect((await byId('directory.inquiry_received', 'messageId', first.id)).customerName).toBe('Quinn Quiet');
    expect((await byId('directory.inquiry_received', 'messageId', followUp.id)).customerName).toBe('Quinn Quiet');
  });
});

describe('search', () => {
  // A self-contained corner of the map (lat -60…-50) so other tests' businesses never match the radius queries.
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const rows: [string, Record<string, unknown>][] = [
      ['alpha', { name: 'Alpha Groomers', category: 'groomer', city: 'Southville', priceRange: 'budget', latitude: -55, longitude: 10, description: 'Nail trims' }],
      ['beta', { name: 'Beta Pets', category: 'pet_store', city: 'Southville', priceRange: 'premium', latitude: -55.1, longitude: 10.1 }],
      ['gamma', { name: 'Gamma Park', category: 'park', city: 'Farland', priceRange: 'budget', latitude: -59, longitude: 30 }],
      ['delta', { name: 'Delta 100% Vets', category: 'veterinarian', city: 'Southville', description: 'Open late', priceRange: 'moderate' }],
    ];
    for (const [key, body] of rows) ids[key] = (await createBusiness(await h.person(), body)).id;
    const [p1, p2] = [await h.person(), await h.person()];
    await h.call('createReview', { actor: p1, body: { businessId: ids.alpha, rating: 5 } });
    await h.call('createReview', { actor: p1, body: { businessId: ids.gamma, rating: 3 } });
    await h.call('createReview', { actor: p2, body: { businessId: ids.gamma, rating: 4 } });
    await h.db.query('UPDATE businesses SET is_premium = true WHERE id = $1', [ids.beta]);
  });
  const search = async (query: Record<string, string>) => (await h.call<Business[]>('searchBusinesses', { query })).map((b) => b.id);
  const names = (list: string[]) => list.map((id) => Object.keys(ids).find((k) => ids[k] === id) ?? 'other');

  it('answers every business as a plain array, premium first', async () => {
    const all = await h.call<Business[]>('searchBusinesses', { query: {} });
    expect(all.length).toBe(await h.count('businesses'));
    const firstNonPremium = all.findIndex((b) => b.isPremium === 0);
    expect(all.slice(firstNonPremium).every((b) => b.isPremium === 0)).toBe(true);
    expect(all[0].isPremium).toBe(1);
  });

  it('matches q against name, city and description, case-insensitively, with % as a literal', async () => {
    expect(names(await search({ q: 'southVILLE' }))).toEqual(['beta', 'alpha', 'delta']);
    expect(names(await search({ q: 'nail trim' }))).toEqual(['alpha']);
    expect(names(await search({ q: 'gamma' }))).toEqual(['gamma']);
    expect(names(await search({ q: '100%' }))).toEqual(['delta']);
    expect(names(await search({ q: '%' }))).toEqual(['delta']);
  });

  it('filters by category, city prefix, price range and minimum rating (premium first, then rating)', async () => {
    expect(names(await search({ city: 'south', category: 'groomer' }))).toEqual(['alpha']);
    expect(names(await search({ category: 'all', city: 'Southville', priceRange: 'budget' }))).toEqual(['alpha']);
    expect(names(await search({ minRating: '3.5', q: 'a' }))).toEqual(['alpha', 'gamma']);
    expect(names(await search({ minRating: '4.5', q: 'a' }))).toEqual(['alpha']);
  });

  it('filters by great-circle radius (3959 mi sphere), excluding businesses without coordinates, nearest first after premium', async () => {
    // alpha is at the centre, beta ≈ 8 mi away, gamma ≈ 1,000 mi away, delta has no coordinates.
    expect(names(await search({ lat: '-55', lng: '10', radiusMiles: '10' }))).toEqual(['beta', 'alpha']);
    expect(names(await search({ lat: '-55', lng: '10', radiusMiles: '5' }))).toEqual(['alpha']);
    expect(names(await search({ lat: '-55', lng: '10', radiusMiles: '1200', q: 'a' }))).toEqual(['beta', 'alpha', 'gamma']);
    expect(names(await search({ lat: '-55', lng: '10', radiusMiles: '0', q: 'southville' }))).toEqual(['beta', 'alpha', 'delta']);
  });

  it('pages with limit and offset', async () => {
    const all = await search({ q: 'southville' });
    expect(await search({ q: 'southville', limit: '2' })).toEqual(all.slice(0, 2));
    expect(await search({ q: 'southville', limit: '2', offset: '2' })).toEqual(all.slice(2));
  });

  it.each([
    [{ category: 'cats' }, 'Category must be one of groomer, pet_store, park, veterinarian'],
    [{ priceRange: 'cheap' }, 'Price range must be one of budget, moderate, premium'],
    [{ minRating: 'high' }, 'minRating must be a number from 0 to 5'],
    [{ lat: '10' }, 'lat and lng must be given together'],
    [{ radiusMiles: '10' }, 'radiusMiles needs lat and lng'],
    [{ lat: '100', lng: '0' }, 'lat must be a number from -90 to 90'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 500'],
    [{ limit: '501' }, 'limit must be a whole number from 1 to 500'],
    [{ offset: '-1' }, 'offset must be a whole number from 0 to 1000000'],
  ])('refuses %j with 400 "%s"', async (query, message) => {
    expect(await h.fails('searchBusinesses', { query })).toEqual({ code: 'validation', message });
  });
});

describe('admin subjects (called by svc-admin with the checked role in the actor)', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = { ...(await h.person('Ada', 'Admin')), adminRole: 'content_manager' };
  });

  it('refuse a caller without an admin role (403) or signed out (401)', async () => {
    const plain = await h.person();
    const routes: [RouteName, RawRequest][] = [
      ['adminListBusinesses', {}],
      ['adminSetPremium', { params: { id: plain.userId }, body: { isPremium: 1 } }],
      ['adminListAppointments', {}],
    ];
    for (const [route, raw] of routes) {
      expect([route, await h.fails(route, { ...raw, actor: plain })]).toEqual([route, { code: 'forbidden', message: ADMIN_DENIAL.notAdmin }]);
      expect([route, (await h.fails(route, { ...raw, actor: null })).code]).toEqual([route, 'unauthorized']);
    }
    const importing = { businesses: [{ name: 'X', category: 'park' }] };
    expect(await h.failsSubject(D.importBusinesses, { actor: plain, body: importing })).toEqual({ code: 'forbidden', message: ADMIN_DENIAL.notAdmin });
    expect((await h.failsSubject(D.importBusinesses, { actor: null, body: importing })).code).toBe('unauthorized');
    expect(await h.count(`businesses WHERE name = 'X'`)).toBe(0);
  });

  it('list businesses with the owner’s email and toggle premium (emitting business_updated)', async () => {
    const owner = await h.person('Ollie', 'Owner');
    const b = await createBusiness(owner, { name: 'Admin Listed', category: 'park', city: 'Boise', priceRange: 'budget' });
    const rows = (await h.call<{ items: any[] }>('adminListBusinesses', { actor: admin, query: { q: 'admin listed' } })).items;
    expect(rows.find((r) => r.id === b.id)).toEqual({
      id: b.id,
      name: 'Admin Listed',
      city: 'Boise',
      category: 'park',
      priceRange: 'budget',
      isPremium: 0,
      ownerEmail: owner.email,
    });
    expect(await h.call('adminSetPremium', { actor: admin, params: { id: b.id }, body: { isPremium: 1 } })).toMatchObject({ id: b.id, isPremium: 1 });
    const [event] = (await h.events('directory.business_updated')).filter((e) => e.data.businessId === b.id);
    expect(event.data).toMatchObject({ isPremium: 1, source: 'admin', changedFields: ['isPremium'], ownerId: owner.userId });
    expect(await h.fails('adminSetPremium', { actor: admin, params: { id: b.id }, body: { isPremium: 'yes' } })).toEqual({
      code: 'validation',
      message: 'isPremium must be 0 or 1',
    });
    expect(await h.fails('adminSetPremium', { actor: admin, params: { id: '00000000-0000-4000-8000-000000000007' }, body: { isPremium: 1 } })).toEqual({
      code: 'not_found',
      message: 'Business not found',
    });
  });

  it('list appointments with business name and the user’s name and email', async () => {
    const rows = (await h.call<{ items: any[] }>('adminListAppointments', { actor: admin })).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      businessName: 'Downtown Vet',
      userName: 'Cora Customer',
      userEmail: expect.stringContaining('@example.com'),
      status: expect.any(String),
      appointmentDate: expect.any(String),
      petName: expect.anything(),
      reason: expect.anything(),
    });
  });

  it('import place results: new ones created without owner, duplicates by place id or name+city skipped, bad items reported, nothing half-imported', async () => {
    await createBusiness(await h.person(), { name: 'Existing Groomer', category: 'groomer', city: 'Miami' });
    const before = await h.count('businesses');
    const result = await h.callSubject(D.importBusinesses, {
      actor: admin,
      body: {
        businesses: [
          { googlePlaceId: 'place-1', name: 'Miami Pet Spa', category: 'groomer', city: 'Miami', state: 'FL', phone: '305-555-0100', rating: 4.6, latitude: 25.76, longitude: -80.19 },
          { googlePlaceId: 'place-2', name: 'existing groomer', category: 'groomer', city: 'MIAMI', state: 'FL', phone: null, rating: null },
          { googlePlaceId: 'place-1', name: 'Miami Pet Spa (again)', category: 'groomer', city: 'Miami', state: 'FL', phone: null, rating: null },
          { googlePlaceId: 'place-3', name: '', category: 'groomer', city: 'Miami', state: 'FL', phone: null, rating: null },
          { googlePlaceId: 'place-4', name: 'Cat Hotel', category: 'cattery', city: 'Miami', state: 'FL', phone: null, rating: null },
          { googlePlaceId: 'place-5', name: 'Biscayne Dog Park', category: 'park', city: 'Miami', state: 'FL', phone: null, rating: 4.1 },
        ],
      },
    });
    expect(result).toEqual({
      imported: [{ name: 'Miami Pet Spa' }, { name: 'Biscayne Dog Park' }],
      duplicates: [{ name: 'existing groomer' }, { name: 'Miami Pet Spa (again)' }],
      errors: [
        { name: '(no name)', error: 'Business name is required' },
        { name: 'Cat Hotel', error: 'Category must be one of groomer, pet_store, park, veterinarian' },
      ],
      message: 'Imported 2 businesses, skipped 2 duplicates, 2 errors',
    });
    expect(await h.count('businesses')).toBe(before + 2);
    const { rows } = await h.db.query(`SELECT owner_id, google_place_id, phone, latitude FROM businesses WHERE name = 'Miami Pet Spa'`);
    expect(rows).toEqual([{ owner_id: null, google_place_id: 'place-1', phone: '305-555-0100', latitude: 25.76 }]);
    const imported = (await h.events('directory.business_created')).filter((e) => e.data.source === 'import');
    expect(imported.map((e) => e.data.name)).toEqual(['Miami Pet Spa', 'Biscayne Dog Park']);
    const again = await h.callSubject(D.importBusinesses, { actor: admin, body: { businesses: [{ googlePlaceId: 'place-5', name: 'Renamed Park', category: 'park', city: 'Miami' }] } });
    expect(again).toMatchObject({ imported: [], duplicates: [{ name: 'Renamed Park' }], message: 'Imported 0 businesses, skipped 1 duplicate' });
    expect(await h.failsSubject(D.importBusinesses, { actor: admin, body: { businesses: 'all' } })).toEqual({
      code: 'validation',
      message: 'businesses must be a list of places',
    });
  });
});

describe('reported content', () => {
  it('tells svc-admin whether a reported business or review exists', async () => {
    const reviewer = await h.person();
    const business = await h.call<Business>('createBusiness', { actor: await h.person(), body: { name: 'Reported Kennels', category: 'groomer' } });
    const review = await h.call<{ id: string }>('createReview', { actor: reviewer, body: { businessId: business.id, rating: 4 } });
    const exists = (contentType: unknown, contentId: unknown) => h.callSubject(D.contentExists, { actor: reviewer, body: { contentType, contentId } });
    expect(await exists('business', business.id)).toEqual({ exists: true });
    expect(await exists('review', review.id)).toEqual({ exists: true });
    expect(await exists('review', business.id)).toEqual({ exists: false });
    expect(await exists('business', '00000000-0000-4000-8000-000000000077')).toEqual({ exists: false });
    expect(await exists('business', 'not-a-uuid')).toEqual({ exists: false });
    expect(await exists('lost_found_pet', business.id)).toEqual({ exists: false });
  });
});
