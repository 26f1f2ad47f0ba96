// Service integration: the admin dashboard's weekly trends from svc-admin's read
// model, fed by events published as their producers would (with their own occurredAt), against a real
// Postgres and NATS. Each event lands in the Monday-based UTC week of when it happened.
import { randomUUID } from 'node:crypto';
import { EVENTS, TREND_WEEKS, type AdminTrends, type TrendWeek } from '@pawpals/contracts';
import { ServiceHarness, waitFor } from '@pawpals/testing';
import { admin, publish } from './support';

let h: ServiceHarness;

beforeAll(async () => {
  h = await ServiceHarness.start('admin');
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const trends = (adminRole: Parameters<typeof admin>[0] = 'content_manager') => h.call<AdminTrends>('getAdminTrends', { actor: admin(adminRole) });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const FIELDS = ['newMembers', 'newBusinesses', 'posts', 'reunions', 'appointments'] as const;
const minus = (a: TrendWeek, b: TrendWeek) => Object.fromEntries(FIELDS.map((f) => [f, a[f] - b[f]]));

describe('admin trends', () => {
  it('answers 12 Monday-based weeks, oldest first', async () => {
    const { weeks } = await trends();
    expect(weeks).toHaveLength(TREND_WEEKS);
    const starts = weeks.map((w) => new Date(`${w.weekStart}T00:00:00Z`));
    expect(starts.every((d) => d.getUTCDay() === 1)).toBe(true);
    expect(starts.slice(1).map((d, i) => (d.getTime() - starts[i].getTime()) / 86_400_000)).toEqual(Array(TREND_WEEKS - 1).fill(7));
  });

  it('counts members, businesses, posts, reunions and appointments in the week they happened', async () => {
    const before = (await trends()).weeks;
    const userId = randomUUID();
    await publish(h, EVENTS.userRegistered, {
      userId, firstName: 'Tess', lastName: 'Trend', username: `tess_${userId.slice(0, 6)}`, email: `tess.${userId.slice(0, 6)}@example.com`,
      accountType: 'pet_owner', profileImageUrl: null,
    });
    const business = (name: string) => ({
      businessId: randomUUID(), ownerId: userId, name, category: 'groomer' as const, city: 'Austin', priceRange: null, isPremium: 0 as const,
    });
    const recent = business('Trend Now');
    await publish(h, EVENTS.businessCreated, recent);
    // A later update must not move the business out of the week it was created in.
    await publish(h, EVENTS.businessUpdated, { ...recent, name: 'Trend Now Renamed' }, { occurredAt: daysAgo(0) });
    await publish(h, EVENTS.businessCreated, business('Trend Earlier'), { occurredAt: daysAgo(14) });
    const post = { postId: randomUUID(), userId, type: 'lost' as const, petName: 'Rex', species: 'dog' as const };
    await publish(h, EVENTS.petPostCreated, post);
    await publish(h, EVENTS.petPostResolved, post);
    await publish(h, EVENTS.appointmentRequested, {
      appointmentId: randomUUID(), businessId: recent.businessId, businessName: 'Trend Now', ownerId: userId,
      userId: randomUUID(), appointmentDate: daysAgo(-3), petName: null,
    }, { occurredAt: daysAgo(7) });

    const after = await waitFor(async () => {
      const { weeks } = await trends();
      // Each event type has its own consumer: wait for the last of each week's to be projected.
      const projected =
        weeks.at(-1)!.reunions > before.at(-1)!.reunions &&
        weeks.at(-2)!.appointments > before.at(-2)!.appointments &&
        weeks.at(-3)!.newBusinesses > before.at(-3)!.newBusinesses;
      return projected ? weeks : undefined;
    }, 15_000, 'the events to be projected');
    expect(minus(after.at(-1)!, before.at(-1)!)).toEqual({ newMembers: 1, newBusinesses: 1, posts: 1, reunions: 1, appointments: 0 });
    expect(minus(after.at(-2)!, before.at(-2)!)).toEqual({ newMembers: 0, newBusinesses: 0, posts: 0, reunions: 0, appointments: 1 });
    expect(minus(after.at(-3)!, before.at(-3)!)).toEqual({ newMembers: 0, newBusinesses: 1, posts: 0, reunions: 0, appointments: 0 });
  });

  it('is for admins only (content manager and above)', async () => {
    expect(await h.fails('getAdminTrends', { actor: { userId: randomUUID() } })).toMatchObject({ code: 'forbidden' });
    expect(await h.fails('getAdminTrends', {})).toMatchObject({ code: 'unauthorized' });
    expect((await trends('moderator')).weeks).toHaveLength(TREND_WEEKS);
  });
});
