// A radius search finds its page in two steps (search-sql.ts): a nearest-neighbour walk tells how far the
// page reaches on each side of premium, then the matches that near are sorted by the whole order. Whatever
// the page, the answer must be exactly the rules' order — including businesses at the same spot (a ZIP
// centre), whose ties at the page's edge the nearest-neighbour walk alone would cut arbitrarily.
import { ServiceHarness } from '@pawpals/testing';
import { distanceMiles } from '@pawpals/geo';
import type { Business } from '@pawpals/contracts';

let h: ServiceHarness;

interface Row {
  id: string;
  name: string;
  category: string;
  isPremium: boolean;
  avgRating: number;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  description: string;
  city: string | null;
  unlisted: boolean;
}
let rows: Row[];
const CENTER = { latitude: -40, longitude: 150 };

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  // 900 businesses on 54 spots of a grid (15 at each spot) around CENTER, some premium, ratings repeating
  // so reviews, name and id decide many places; one in ten has no coordinates.
  await h.db.query(
    `INSERT INTO businesses (name, category, description, is_premium, avg_rating, review_count, latitude, longitude)
     SELECT 'Spot ' || lpad(i::text, 4, '0'),
       (ARRAY['groomer','pet_store','park','veterinarian'])[1 + i % 4],
       CASE WHEN i % 7 = 0 THEN 'Has a wombat mascot' ELSE 'A place for dogs' END,
       i % 11 = 0, (i % 3)::float8, i % 5,
       CASE WHEN i % 10 = 9 THEN NULL ELSE -40 + ((i % 60) / 10) * 0.03 END,
       CASE WHEN i % 10 = 9 THEN NULL ELSE 150 + ((i % 60) % 10) * 0.03 END
     FROM generate_series(1, 900) AS i`,
  );
  // And 45 more at one spot: a tie longer than the nearest-neighbour walk looks past a page's edge, so the
  // search must fall back to finding the edge first.
  await h.db.query(
    `INSERT INTO businesses (name, category, description, is_premium, avg_rating, review_count, latitude, longitude)
     SELECT 'Crowd ' || lpad(i::text, 2, '0'), 'groomer', 'A place for dogs', false, (i % 4)::float8, i % 3, -40.03, 150.03
     FROM generate_series(1, 45) AS i`,
  );
  // Shops without coordinates in a few cities sharing a prefix (one spelled in capitals), some unlisted, and
  // 40 towns: more cities than a city search walks one by one (CITY_WALKS_MAX), so it sorts instead.
  await h.db.query(
    `INSERT INTO businesses (name, category, description, city, is_premium, avg_rating, review_count, unlisted_at)
     SELECT 'Shop ' || lpad(i::text, 4, '0'), (ARRAY['groomer','pet_store','park','veterinarian'])[1 + i % 4], 'A city shop',
       CASE WHEN i <= 320 THEN (ARRAY['Springfield','Spring Hill','Springdale','Salem','SPRINGFIELD'])[1 + i % 5]
            ELSE 'Town ' || lpad((i % 40)::text, 2, '0') END,
       i % 13 = 0, (i % 3)::float8, i % 4, CASE WHEN i % 17 = 0 THEN now() END
     FROM generate_series(1, 480) AS i`,
  );
  await h.db.query('ANALYZE businesses');
  const { rows: all } = await h.db.query(
    `SELECT id, name, category, city, unlisted_at IS NOT NULL AS unlisted, is_premium AS "isPremium", avg_rating AS "avgRating",
       review_count AS "reviewCount", latitude, longitude, description
     FROM businesses`,
  );
  rows = all;
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const miles = (r: Row) => distanceMiles(CENTER, { latitude: r.latitude!, longitude: r.longitude! });
/** The rules' order with a place: premium, nearest, rating, reviews, name, id (names and ids are ASCII here). */
const byRules = (a: Row, b: Row) =>
  Number(b.isPremium) - Number(a.isPremium) || miles(a) - miles(b) || b.avgRating - a.avgRating || b.reviewCount - a.reviewCount || cmp(a.name, b.name) || cmp(a.id, b.id);
const expected = (radius: number, keep: (row: Row) => boolean, offset: number, limit: number) =>
  rows
    .filter((r) => r.latitude !== null && miles(r) <= radius && keep(r))
    .sort(byRules)
    .slice(offset, offset + limit)
    .map((r) => r.id);
const search = async (query: Record<string, string>) => (await h.call<Business[]>('searchBusinesses', { query })).map((b) => b.id);
const around = { lat: String(CENTER.latitude), lng: String(CENTER.longitude) };

it('puts many businesses at each spot, so distances tie at every page edge', () => {
  const spots = new Set(rows.filter((r) => r.latitude !== null).map((r) => `${r.latitude},${r.longitude}`));
  expect(spots.size).toBe(55);
});

it.each([
  ['every match', 50, {}, () => true],
  ['a category', 50, { category: 'park' }, (r: Row) => r.category === 'park'],
  ['a text', 50, { q: 'WOMBAT' }, (r: Row) => r.description.includes('wombat')],
  ['a radius that cuts the grid', 6, {}, () => true],
  ['a minimum rating', 6, { minRating: '2' }, (r: Row) => r.avgRating >= 2],
])('answers a radius search with %s page by page in the rules’ order', async (_, radius, filters, keep) => {
  for (const [offset, limit] of [
    [0, 20],
    [20, 20],
    [40, 20],
    [75, 20],
    [5, 7],
    [0, 500],
  ]) {
    const query = { ...around, radiusMiles: String(radius), ...filters, offset: String(offset), limit: String(limit) };
    expect(await search(query)).toEqual(expected(radius, keep, offset, limit));
  }
});

it('answers nothing, not an error, when nothing in the radius matches or the page is past the last match', async () => {
  expect(await search({ ...around, radiusMiles: '50', q: 'no such words anywhere' })).toEqual([]);
  expect(await search({ ...around, radiusMiles: '50', offset: '5000' })).toEqual([]);
  expect(await search({ lat: '10', lng: '10', radiusMiles: '100' })).toEqual([]);
});

// A text search is answered as two sides of premium, each walked or sorted on its own (search-sql.ts).
const byRulesWithoutPlace = (a: Row, b: Row) =>
  Number(b.isPremium) - Number(a.isPremium) || b.avgRating - a.avgRating || b.reviewCount - a.reviewCount || cmp(a.name, b.name) || cmp(a.id, b.id);

it.each([
  ['a text', { q: 'wombat' }, (r: Row) => r.description.includes('wombat')],
  ['a text and a category', { q: 'Dogs', category: 'veterinarian' }, (r: Row) => r.description.includes('dogs') && r.category === 'veterinarian'],
  ['a text and a minimum rating', { q: 'spot 0', minRating: '1' }, (r: Row) => r.name.startsWith('Spot 0') && r.avgRating >= 1],
])('answers a search by %s page by page, premium first, across the two sides', async (_, filters, keep) => {
  const all = rows.filter(keep).sort(byRulesWithoutPlace).map((r) => r.id);
  expect(all.length).toBeGreaterThan(40);
  for (const [offset, limit] of [
    [0, 20],
    [20, 20],
    [60, 20],
    [5, 7],
    [0, 500],
  ]) {
    expect(await search({ ...filters, offset: String(offset), limit: String(limit) })).toEqual(all.slice(offset, offset + limit));
  }
});

// A city search of a few cities walks each city and category in the result order and merges the walks
// (search-sql.ts cityWalksSql); a prefix of many cities sorts its matches instead. Both answer the same.
const inCity = (prefix: string) => (r: Row) => !r.unlisted && r.city !== null && r.city.toLowerCase().startsWith(prefix.toLowerCase());

it.each([
  ['a prefix of three cities', { city: 'spring' }, inCity('spring')],
  ['a prefix of three cities and a category', { city: 'Spring', category: 'park' }, (r: Row) => inCity('spring')(r) && r.category === 'park'],
  ['one city (two spellings) and a minimum rating', { city: 'springfield', minRating: '1' }, (r: Row) => inCity('springfield')(r) && r.avgRating >= 1],
  ['a prefix of forty towns', { city: 'town', category: 'groomer' }, (r: Row) => inCity('town')(r) && r.category === 'groomer'],
])('answers a city search by %s page by page in the rules’ order, unlisted businesses left out', async (_, filters, keep) => {
  const all = rows.filter(keep).sort(byRulesWithoutPlace).map((r) => r.id);
  expect(all.length).toBeGreaterThan(25);
  for (const [offset, limit] of [
    [0, 20],
    [20, 20],
    [5, 7],
    [0, 500],
    [all.length - 3, 20],
  ]) {
    expect(await search({ ...filters, offset: String(offset), limit: String(limit) })).toEqual(all.slice(offset, offset + limit));
  }
});

it('answers a city nobody is in, or a prefix with LIKE wildcards taken literally, with nothing', async () => {
  expect(await search({ city: 'Shelbyville' })).toEqual([]);
  expect(await search({ city: 'spr%' })).toEqual([]);
  expect(await search({ city: '_pring' })).toEqual([]);
});
