// Service integration: owner insights against a real Postgres and NATS, by route name.
// Views, calls and website clicks are counters per business and day with no visitor identity; the
// weekly answer covers 12 weeks, the current one last, with favorites, inquiries, appointments and the
// average rating of the reviews written that week. The per-visitor limit is the gateway's
// (svc-gateway/test/business-insights.spec.ts).
import { INSIGHT_WEEKS, type Actor, type Business, type BusinessInsights } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { utcDay } from './support';

let h: ServiceHarness;
let owner: Actor;
let visitor: Actor;
let business: Business;

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  owner = await h.person('Iris', 'Insight');
  visitor = await h.person('Vic', 'Visitor');
  business = await h.call<Business>('createBusiness', {
    actor: owner,
    body: { name: 'Insight Vet', category: 'veterinarian', city: 'Austin', state: 'TX' },
  });
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const record = (kind: unknown, id = business.id) => h.call('recordBusinessEvent', { params: { id }, body: { kind } });
const insights = () => h.call<BusinessInsights>('getBusinessInsights', { actor: owner });
/** Monday of this week (UTC), as the answer names weeks. */
function thisMonday(): string {
  const now = new Date();
  const back = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back)).toISOString().slice(0, 10);
}

describe('business insights', () => {
  it('answers 12 empty weeks, Monday-based and oldest first, for a new business', async () => {
    const { weeks } = await insights();
    expect(weeks).toHaveLength(INSIGHT_WEEKS);
    expect(weeks[INSIGHT_WEEKS - 1]).toEqual({
      weekStart: thisMonday(),
      views: 0,
      calls: 0,
      websiteClicks: 0,
      favorites: 0,
      inquiries: 0,
      appointments: 0,
      averageRating: null,
    });
    const starts = weeks.map((w) => Date.parse(w.weekStart));
    expect(starts.slice(1).map((s, i) => (s - starts[i]) / 86_400_000)).toEqual(Array(INSIGHT_WEEKS - 1).fill(7));
  });

  it("counts views, calls and website clicks in this week's figures, storing only counters", async () => {
    for (const kind of ['view', 'view', 'view', 'call', 'website', 'website']) expect(await record(kind)).toEqual({ counted: true });
    const week = (await insights()).weeks.at(-1)!;
    expect(week).toMatchObject({ views: 3, calls: 1, websiteClicks: 2 });
    const { rows } = await h.db.query('SELECT * FROM business_event_counts WHERE business_id = $1 ORDER BY kind', [business.id]);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(Array(3).fill(['business_id', 'count', 'day', 'kind']));
    expect(rows.map((r) => [r.kind, r.count])).toEqual([
      ['call', 1],
      ['view', 3],
      ['website', 2],
    ]);
  });

  it('adds favorites, inquiries, appointments and the average rating of the week; older activity lands in its own week', async () => {
    await h.call('addFavorite', { actor: visitor, body: { businessId: business.id } });
    await h.call('sendInquiry', { actor: visitor, params: { id: business.id }, body: { subject: 'Cats?', message: 'Do you see cats?' } });
    await h.call('requestAppointment', {
      actor: visitor,
      body: { businessId: business.id, appointmentDate: utcDay(3), petName: 'Pepper', reason: 'Shots' },
    });
    await h.call('createReview', { actor: visitor, body: { businessId: business.id, rating: 4 } });
    const other = await h.person('Otto', 'Other');
    await h.call('createReview', { actor: other, body: { businessId: business.id, rating: 1 } });
    // One review three weeks ago (written directly: the API dates everything now).
    await h.db.query(`UPDATE reviews SET created_at = now() - interval '21 days' WHERE business_id = $1 AND user_id = $2`, [business.id, other.userId]);

    const { weeks } = await insights();
    expect(weeks.at(-1)).toMatchObject({ favorites: 1, inquiries: 1, appointments: 1, averageRating: 4 });
    expect(weeks.at(-4)).toMatchObject({ averageRating: 1, favorites: 0, views: 0 });
  });

  it('refuses an unknown kind (400), an unknown or malformed business (404), counting nothing', async () => {
    const before = await h.count('business_event_counts WHERE business_id = $1', [business.id]);
    for (const kind of ['share', undefined, 3]) {
      expect(await h.fails('recordBusinessEvent', { params: { id: business.id }, body: { kind } })).toMatchObject({
        code: 'validation',
        message: expect.stringContaining('kind must be one of view, call, website'),
      });
    }
    for (const id of ['00000000-0000-4000-8000-000000000001', 'nope']) {
      expect(await h.fails('recordBusinessEvent', { params: { id }, body: { kind: 'view' } })).toEqual({ code: 'not_found', message: 'Business not found' });
    }
    expect(await h.count('business_event_counts WHERE business_id = $1', [business.id])).toBe(before);
    expect((await insights()).weeks.at(-1)).toMatchObject({ views: 3, calls: 1, websiteClicks: 2 });
  });

  it('answers insights only about the caller’s own business: without one it is a 404', async () => {
    expect(await h.fails('getBusinessInsights', { actor: visitor })).toEqual({ code: 'not_found', message: 'Create your business to see its insights' });
  });
});
