import { BUSINESS_CATEGORIES, SEARCH_LIMIT_MAX, type BusinessSearch } from '@pawpals/contracts';
import { boundingBox, EARTH_RADIUS_MILES, milesBetweenSql } from '@pawpals/geo';
import { authorNotSuspended, escapeLike } from '@pawpals/nest-common';
import { openNowOf, ZONE_CLOCKS } from '../hours/open-now-sql';
import { BUSINESS_COLUMNS, GEO_POINT } from './business-sql';

/** The sphere of earthdistance's ll_to_earth (metres), which the businesses_earth indexes are built on. */
const EARTHDISTANCE_RADIUS_M = 6378168;

type OrderKey = [expression: string, direction: string];
type Place = { lat: number; lng: number };

/**
 * One search's parameters, filters and order, from which each of its statements is written. Filters:
 * q (substring of name, city or description, case-insensitive, via the trigram index), category, city
 * (case-insensitive prefix), priceRange, minRating, openNow (see open-now-sql.ts), and a radius around
 * lat/lng (great circle on a 3959-mile sphere: a lat/lng box first, on the businesses_geo indexes, exact
 * distance second; businesses without coordinates are excluded). Order: premium first; then nearest first
 * when lat/lng are given; then highest rating, most reviews, name, id (stable for paging).
 */
class SearchParts {
  readonly params: unknown[] = [];
  readonly center: { lat: string; lng: string } | undefined;

  constructor(readonly search: BusinessSearch) {
    if (search.lat !== undefined && search.lng !== undefined) this.center = { lat: `${this.param(search.lat)}::float8`, lng: `${this.param(search.lng)}::float8` };
  }

  readonly param = (value: unknown) => (this.params.push(value), `$${this.params.length}`);

  /** The zone clocks "open now" reads, as the first common table expression (or nothing). */
  get with() {
    return this.search.openNow ? `WITH ${ZONE_CLOCKS}` : '';
  }

  /** Great-circle miles from the search's place to the business (null without coordinates). */
  get distance() {
    return this.center ? milesBetweenSql(this.center, { lat: 'b.latitude', lng: 'b.longitude' }) : '';
  }

  /**
   * Every filter but the radius. `byText: 'row'` checks q on each row the place's indexes give instead of
   * offering the trigram index: a radius bounds the rows to read, while the trigram index's bitmap of a
   * common text (a sixth of a million rows) costs more than the whole radius search.
   */
  filters({ byText = 'index' }: { byText?: 'index' | 'row' } = {}): string[] {
    const s = this.search;
    const p = this.param;
    // A suspended member's business is hidden while the suspension lasts.
    const where = ['b.unlisted_at IS NULL', authorNotSuspended('b.owner_id')];
    if (s.q) where.push(`${byText === 'row' ? "(b.search_text || '')" : 'b.search_text'} LIKE ${p(`%${escapeLike(s.q.toLowerCase())}%`)}`);
    if (s.category) where.push(`b.category = ${p(s.category)}`);
    if (s.city) where.push(`lower(b.city) LIKE ${p(`${escapeLike(s.city.toLowerCase())}%`)}`);
    if (s.priceRange) where.push(`b.price_range = ${p(s.priceRange)}`);
    if (s.minRating) where.push(`b.avg_rating >= ${p(s.minRating)}`);
    if (s.openNow) where.push(openNowOf('b'));
    return where;
  }

  /** Within `miles` of the search's place: the lat/lng box of the businesses_geo indexes, then the exact distance. */
  within(miles: number): string[] {
    const p = this.param;
    const box = boundingBox({ latitude: this.search.lat!, longitude: this.search.lng! }, miles);
    // A box across the antimeridian would wrap: take every longitude instead.
    const [west, east] = box.minLng < -180 || box.maxLng > 180 ? [-180, 180] : [box.minLng, box.maxLng];
    return [
      'b.latitude IS NOT NULL',
      `${GEO_POINT} <@ box(point(${p(west)}::float8, ${p(box.minLat)}::float8), point(${p(east)}::float8, ${p(box.maxLat)}::float8))`,
      `${this.distance} <= ${p(miles)}`,
    ];
  }

  /** The result order; `premium` is left out within one side of premium. */
  order(premium = true): OrderKey[] {
    // With a city (a selective prefix filter), sort the few matches instead of walking the order index
    // until 20 match: that walk reads the whole table when the city has none (a typo, a small town).
    const premiumKey: OrderKey[] = !premium ? [] : this.search.city ? [['(CASE WHEN b.is_premium THEN 1 ELSE 0 END)', 'DESC']] : [['b.is_premium', 'DESC']];
    const distance: OrderKey[] = this.center ? [[this.distance, 'ASC NULLS LAST']] : [];
    return [...premiumKey, ...distance, ['b.avg_rating', 'DESC'], ['b.review_count', 'DESC'], ['b.name', ''], ['b.id', '']];
  }

  get limit() {
    return this.search.limit ?? SEARCH_LIMIT_MAX;
  }

  get offset() {
    return this.search.offset ?? 0;
  }
}

const keysOf = (order: OrderKey[]) => order.map(([key], i) => `${key} AS k${i}`).join(', ');
const orderByKeys = (order: OrderKey[], alias = '') => order.map(([key, direction], i) => `${alias ? `${alias}.k${i}` : key} ${direction}`).join(', ');

/**
 * The search as one statement (any but a radius search, see radiusEdgesSql, and a city search of a few
 * cities, see cityWalksSql). Without a text, the page's ids are chosen from what the indexes carry
 * (businesses_city_walk includes every column the filters and the order read, so a city search never
 * visits the thousands of table rows it weighs), then only the page's
 * rows are read whole. A text search is written as two sides of premium (premiumSidesSql): premium rows are
 * first in the order and a few percent of all, so a text none of them contains made a walk of the order
 * read every premium row before its first match (28,000 rows at a million). The premium side reads its own
 * trigram index; the other walks businesses_order_covering, which carries the text, without visiting the table.
 */
export function searchSql(search: BusinessSearch): { sql: string; params: unknown[] } {
  const parts = new SearchParts(search);
  if (search.q) return premiumSidesSql(parts, { premium: parts.filters(), other: parts.filters() });
  const order = parts.order();
  return pageSql(parts, `SELECT b.id, ${keysOf(order)} FROM businesses b WHERE ${parts.filters().join(' AND ')}`);
}

/** The most cities a city search walks one by one (cityWalksSql); a prefix matching more is sorted (searchSql). */
export const CITY_WALKS_MAX = 32;

/**
 * The distinct cities (lower case) that start with `prefix`, at most `max`, by a skip scan of
 * businesses_city_walk: one index descent per city, however many businesses each has. The pattern
 * operators (~<~, ~>~) are the order of that index's text_pattern_ops.
 */
export function citiesStartingSql(prefix: string, max: number): { sql: string; params: unknown[] } {
  const next = (after: string) => `SELECT lower(b.city) FROM businesses b
      WHERE lower(b.city) LIKE $1 ${after} ORDER BY lower(b.city) USING ~<~ LIMIT 1`;
  const sql = `WITH RECURSIVE cities(city) AS (
      (${next('')})
      UNION ALL
      SELECT (${next('AND lower(b.city) ~>~ cities.city')}) FROM cities WHERE cities.city IS NOT NULL)
    SELECT city FROM cities WHERE city IS NOT NULL LIMIT $2`;
  return { sql, params: [`${escapeLike(prefix.toLowerCase())}%`, max] };
}

/**
 * A city search without text or place: for each of the cities (from citiesStartingSql) and each category
 * asked for (every one when none is), the first (offset + limit) matches in the result order, walked in
 * businesses_city_walk, then merged. A sort of every match of a city prefix read a city's whole share of
 * the table (6,000 rows of one category at a million) for a page of 20.
 */
export function cityWalksSql(search: BusinessSearch, cities: string[]): { sql: string; params: unknown[] } {
  const parts = new SearchParts({ ...search, city: undefined, category: undefined });
  const order = parts.order();
  const categories = search.category ? [search.category] : [...BUSINESS_CATEGORIES];
  const source = `SELECT walk.* FROM unnest(${parts.param(cities)}::text[]) AS c(city)
      CROSS JOIN unnest(${parts.param(categories)}::text[]) AS k(category)
      CROSS JOIN LATERAL (SELECT b.id, ${keysOf(order)} FROM businesses b
        WHERE lower(b.city) = c.city AND b.category = k.category AND ${parts.filters().join(' AND ')}
        ORDER BY ${orderByKeys(order)} LIMIT ${parts.param(parts.offset + parts.limit)}) walk`;
  return pageSql(parts, source);
}

/**
 * The page (`limit` rows after `offset`) of the candidates `source` selects with the order's keys k0, k1, …,
 * then those rows read whole, with their photos.
 */
function pageSql(parts: SearchParts, source: string): { sql: string; params: unknown[] } {
  const order = parts.order();
  const sql = `${parts.with ? `${parts.with},` : 'WITH'} page AS (
      SELECT * FROM (${source}) candidates
      ORDER BY ${orderByKeys(order, 'candidates')}
      LIMIT ${parts.param(parts.limit)} OFFSET ${parts.param(parts.offset)})
    SELECT ${BUSINESS_COLUMNS} FROM page JOIN businesses b ON b.id = page.id ORDER BY ${orderByKeys(order, 'page')}`;
  return { sql, params: parts.params };
}

/**
 * The page as the premium side's first (offset + limit) matches, then the other side's, each side sorted
 * (or walked) on its own by the rest of the order; a side without filters (null) is left out.
 */
function premiumSidesSql(parts: SearchParts, filters: { premium: string[] | null; other: string[] | null }): { sql: string; params: unknown[] } {
  const keys = keysOf(parts.order());
  const sideOrder = orderByKeys(parts.order(false));
  const nth = parts.param(parts.offset + parts.limit);
  const side = (premium: boolean, where: string[]) => `(SELECT b.id, ${keys} FROM businesses b
      WHERE ${premium ? '' : 'NOT '}b.is_premium AND ${where.join(' AND ')}
      ORDER BY ${sideOrder} LIMIT ${nth})`;
  const sides = [filters.premium && side(true, filters.premium), filters.other && side(false, filters.other)].filter(Boolean);
  return pageSql(parts, sides.join(' UNION ALL '));
}

/** How far the page of a radius search reaches on each side of premium (miles; null: no match on that side). */
export interface RadiusEdges {
  premium: number | null;
  other: number | null;
}

/**
 * First step of a radius search: on each side of premium, the distance of the (offset + limit)-th nearest
 * match in the radius's box, by a nearest-neighbour walk of a businesses_earth index (cube's <-> distance on ll_to_earth,
 * bounded by earth_box): the page can hold nothing farther. Without it, a radius page sorted every match
 * in the radius — a whole city's share of a million businesses.
 */
export function radiusEdgesSql(search: BusinessSearch & Place & { radiusMiles: number }): { sql: string; params: unknown[] } {
  const parts = new SearchParts(search);
  const here = `ll_to_earth(${parts.center!.lat}, ${parts.center!.lng})`;
  const there = 'll_to_earth(b.latitude, b.longitude)';
  // earth_box takes metres on earthdistance's sphere; the radius is miles on ours: the same angle, a hair wider.
  // No exact distance here: the box's corners are farther than anything in the radius, so they can only
  // push an edge past the radius, and radiusPageSql never reaches past the radius.
  const boxMetres = (search.radiusMiles / EARTH_RADIUS_MILES) * EARTHDISTANCE_RADIUS_M * 1.001;
  const filters = [...parts.filters({ byText: 'row' }), 'b.latitude IS NOT NULL', `earth_box(${here}, ${parts.param(boxMetres)}::float8) @> ${there}`];
  const nth = parts.param(parts.offset + parts.limit);
  const edge = (premium: boolean) => `(SELECT max(d) FROM (SELECT ${there} <-> ${here} AS d FROM businesses b
      WHERE ${premium ? '' : 'NOT '}b.is_premium AND ${filters.join(' AND ')}
      ORDER BY ${there} <-> ${here} LIMIT ${nth}) nearest)`;
  return { sql: `${parts.with} SELECT ${edge(true)} AS premium, ${edge(false)} AS other`, params: parts.params };
}

/** An edge of radiusEdgesSql (chord metres on earthdistance's sphere) as our miles, rounded out to include it. */
export const edgeMiles = (chordMetres: number | null) =>
  chordMetres === null ? null : 2 * Math.asin(Math.min(1, chordMetres / (2 * EARTHDISTANCE_RADIUS_M))) * EARTH_RADIUS_MILES * (1 + 1e-9) + 1e-9;

/**
 * Second step of a radius search: on each side of premium, the matches within that side's edge (a few
 * more than the page needs, ties at the edge included), sorted by the whole order; the page is the
 * premium side first. Each side reads its own covering index (businesses_geo_premium, businesses_geo).
 */
export function radiusPageSql(search: BusinessSearch & Place & { radiusMiles: number }, edges: RadiusEdges): { sql: string; params: unknown[] } {
  const parts = new SearchParts(search);
  const within = (miles: number | null) => (miles === null ? null : [...parts.filters({ byText: 'row' }), ...parts.within(Math.min(miles, search.radiusMiles))]);
  return premiumSidesSql(parts, { premium: within(edges.premium), other: within(edges.other) });
}
