// The directory search chooses its plan by how many rows a text matches (search-sql.ts): a rare text is
// sorted among the trigram index's matches, a common one walks the result order. Both must answer exactly
// what the rules say, page after page; this spec seeds more matches than the candidates' cap to reach both.
import { ServiceHarness } from '@pawpals/testing';
import type { Business } from '@pawpals/contracts';
import { TEXT_CANDIDATES_MAX } from '../src/businesses/search-sql';

let h: ServiceHarness;
const COMMON = TEXT_CANDIDATES_MAX + 300;

interface Row {
  id: string;
  name: string;
  category: string;
  city: string;
  isPremium: boolean;
  avgRating: number;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
}
let rows: Row[];

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  // Every business says "meadow"; one in a hundred also "quokka", and those are never premium, so a walk of
  // the result order would pass every premium row before the first of them. Ratings repeat, so the later
  // keys (review count, name, id) decide many places.
  await h.db.query(
    `INSERT INTO businesses (name, category, city, description, is_premium, avg_rating, review_count, latitude, longitude)
     SELECT 'Plan ' || lpad(i::text, 5, '0') || CASE WHEN i % 100 = 7 THEN ' Quokka' ELSE '' END,
       (ARRAY['groomer','pet_store','park','veterinarian'])[1 + i % 4],
       (ARRAY['Planville','Plainsboro'])[1 + (i / 4) % 2],
       'A meadow for dogs',
       i % 100 <> 7 AND i % 9 = 0,
       (i % 5)::float8, i % 13,
       CASE WHEN i % 10 = 3 THEN NULL ELSE -40 + (i % 50) * 0.01 END,
       CASE WHEN i % 10 = 3 THEN NULL ELSE 150 + (i % 37) * 0.01 END
     FROM generate_series(1, ${COMMON}) AS i`,
  );
  await h.db.query('ANALYZE businesses');
  const { rows: all } = await h.db.query(
    `SELECT id, name, category, city, is_premium AS "isPremium", avg_rating AS "avgRating", review_count AS "reviewCount", latitude, longitude
     FROM businesses`,
  );
  rows = all;
}, 90_000);
afterAll(async () => {
  await h?.close();
});

/** The rules' order without a place: premium, rating, reviews, name, id (names and ids are ASCII here). */
const byRules = (a: Row, b: Row) =>
  Number(b.isPremium) - Number(a.isPremium) || b.avgRating - a.avgRating || b.reviewCount - a.reviewCount || cmp(a.name, b.name) || cmp(a.id, b.id);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const expected = (keep: (row: Row) => boolean, offset: number, limit: number) => rows.filter(keep).sort(byRules).slice(offset, offset + limit).map((r) => r.id);
const search = async (query: Record<string, string>) => (await h.call<Business[]>('searchBusinesses', { query })).map((b) => b.id);

it('seeds more matches of the common text than the cap of text candidates, and few of the rare one', () => {
  expect(rows.filter((r) => r.name.includes('Quokka')).length).toBeLessThan(TEXT_CANDIDATES_MAX);
  expect(rows.length).toBeGreaterThan(TEXT_CANDIDATES_MAX);
});

it.each([
  ['a rare text', { q: 'quokka' }, (r: Row) => r.name.includes('Quokka')],
  ['a rare text with a category', { q: 'QUOKKA', category: 'groomer' }, (r: Row) => r.name.includes('Quokka') && r.category === 'groomer'],
  ['a common text', { q: 'meadow' }, () => true],
  ['a common text with a category and a city prefix', { q: 'meadow', category: 'park', city: 'plai' }, (r: Row) => r.category === 'park' && r.city === 'Plainsboro'],
])('answers %s page by page in the rules’ order', async (_, query, keep) => {
  for (const [offset, limit] of [
    [0, 20],
    [20, 20],
    [5, 7],
  ]) {
    expect(await search({ ...query, offset: String(offset), limit: String(limit) })).toEqual(expected(keep, offset, limit));
  }
});

it('answers nothing, not an error, when no match of a rare text passes the other filters', async () => {
  expect(await search({ q: 'quokka', minRating: '4.5' })).toEqual([]);
  expect(await search({ q: 'quokka', offset: '1000' })).toEqual([]);
  expect(await search({ q: 'no such words anywhere' })).toEqual([]);
});

it('orders a rare text within a radius nearest first, and leaves out places without coordinates', async () => {
  const answer = await h.call<Business[]>('searchBusinesses', { query: { q: 'quokka', lat: '-39.9', lng: '150.1', radiusMiles: '40', limit: '500' } });
  const located = rows.filter((r) => r.name.includes('Quokka') && r.latitude !== null);
  expect(answer.map((b) => b.id).sort()).toEqual(located.map((r) => r.id).sort());
  const distances = answer.map((b) => Math.hypot(b.latitude! + 39.9, (b.longitude! - 150.1) * Math.cos((40 * Math.PI) / 180)));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});
