import { SEARCH_LIMIT_MAX, type BusinessSearch } from '@pawpals/contracts';
import { boundingBox, milesBetweenSql } from '@pawpals/geo';
import { openNowOf, ZONE_CLOCKS } from '../hours/open-now-sql';
import { BUSINESS_COLUMNS, GEO_POINT } from './business-sql';

/**
 * How many rows a text search (q) may match for the page to be chosen among all of them (sorted in
 * memory); a commoner text walks the result order instead, where its matches are dense.
 */
export const TEXT_CANDIDATES_MAX = 2000;

/** '%', '_' and '\' typed by a person are literal characters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type OrderKey = [expression: string, direction: string];

/** What every plan of one search shares: its parameters, its filters besides q, its order. */
class SearchParts {
  readonly params: unknown[] = [];
  /** Every filter except q and "not unlisted". */
  readonly filters: string[] = [];
  readonly order: OrderKey[];
  readonly textPattern: string | undefined;

  constructor(readonly search: BusinessSearch) {
    const s = search;
    const p = this.param;
    this.textPattern = s.q ? `%${escapeLike(s.q.toLowerCase())}%` : undefined;
    if (s.category) this.filters.push(`b.category = ${p(s.category)}`);
    if (s.city) this.filters.push(`lower(b.city) LIKE ${p(`${escapeLike(s.city.toLowerCase())}%`)}`);
    if (s.priceRange) this.filters.push(`b.price_range = ${p(s.priceRange)}`);
    if (s.minRating) this.filters.push(`b.avg_rating >= ${p(s.minRating)}`);
    if (s.openNow) this.filters.push(openNowOf('b'));
    let distance = '';
    if (s.lat !== undefined && s.lng !== undefined) {
      const lat = p(s.lat);
      const lng = p(s.lng);
      distance = milesBetweenSql({ lat: `${lat}::float8`, lng: `${lng}::float8` }, { lat: 'b.latitude', lng: 'b.longitude' });
      if (s.radiusMiles) {
        const box = boundingBox({ latitude: s.lat, longitude: s.lng }, s.radiusMiles);
        // A box across the antimeridian would wrap: take every longitude instead.
        const [west, east] = box.minLng < -180 || box.maxLng > 180 ? [-180, 180] : [box.minLng, box.maxLng];
        this.filters.push(`b.latitude IS NOT NULL`);
        this.filters.push(`${GEO_POINT} <@ box(point(${p(west)}::float8, ${p(box.minLat)}::float8), point(${p(east)}::float8, ${p(box.maxLat)}::float8))`);
        this.filters.push(`${distance} <= ${p(s.radiusMiles)}`);
      }
    }
    // With a city (a selective prefix filter), sort the few matches instead of walking the order index
    // until 20 match: that walk reads the whole table when the city has none (a typo, a small town).
    const premium: OrderKey = s.city ? ['(CASE WHEN b.is_premium THEN 1 ELSE 0 END)', 'DESC'] : ['b.is_premium', 'DESC'];
    this.order = [premium, ...(distance ? [[distance, 'ASC NULLS LAST'] as OrderKey] : []), ['b.avg_rating', 'DESC'], ['b.review_count', 'DESC'], ['b.name', ''], ['b.id', '']];
  }

  readonly param = (value: unknown) => (this.params.push(value), `$${this.params.length}`);

  /** The zone clocks "open now" reads, as the first common table expression (or nothing). */
  get clocks() {
    return this.search.openNow ? `${ZONE_CLOCKS},` : '';
  }

  /** The page's order keys selected as k0, k1, … */
  get keys() {
    return this.order.map(([key], i) => `${key} AS k${i}`).join(', ');
  }

  /** ORDER BY the keys themselves (`alias` = '') or their k0, k1, … columns of `alias`. */
  orderBy(alias = '') {
    return this.order.map(([key, direction], i) => `${alias ? `${alias}.k${i}` : key} ${direction}`).join(', ');
  }

  get page() {
    return `LIMIT ${this.param(this.search.limit ?? SEARCH_LIMIT_MAX)} OFFSET ${this.param(this.search.offset ?? 0)}`;
  }
}

/**
 * The search as one statement: the page's ids are chosen from what the indexes carry (businesses_geo and
 * businesses_city_category include every column the filters and the order read, so a radius or a city
 * search never visits the thousands of table rows it weighs), then only the page's rows are read whole,
 * with their photos.
 */
export function searchSql(search: BusinessSearch): { sql: string; params: unknown[] } {
  const parts = new SearchParts(search);
  const where = [...(parts.textPattern ? [`b.search_text LIKE ${parts.param(parts.textPattern)}`] : []), ...parts.filters, 'b.unlisted_at IS NULL'];
  const sql = `WITH ${parts.clocks} page AS (
      SELECT b.id, ${parts.keys} FROM businesses b
      WHERE ${where.join(' AND ')}
      ORDER BY ${parts.orderBy()}
      ${parts.page})
    SELECT ${BUSINESS_COLUMNS} FROM page JOIN businesses b ON b.id = page.id
    ORDER BY ${parts.orderBy('page')}`;
  return { sql, params: parts.params };
}

/**
 * A text search (q) among the rows the trigram index finds for the text, at most TEXT_CANDIDATES_MAX + 1
 * of them: the other filters and the order are applied to those candidates. Each row answered carries
 * `textMatches`, how many candidates there were; when that is over TEXT_CANDIDATES_MAX the answer is not
 * the search's (the text is common: searchSql walks the order instead). When no candidate passes the
 * filters, one row with a null id carries the count. Run with sequential and plain index scans off, so the
 * candidates come from the trigram index whatever the planner guesses of the text's frequency (it cannot
 * know how a substring's matches are spread over the order, which made a rare text walk most of a million
 * rows).
 */
export function textCandidatesSql(search: BusinessSearch & { q: string }): { sql: string; params: unknown[] } {
  const parts = new SearchParts(search);
  const pattern = parts.param(parts.textPattern);
  const sql = `WITH ${parts.clocks}
    candidates AS MATERIALIZED (
      SELECT b.id, ${parts.keys}, ${parts.filters.length ? parts.filters.join(' AND ') : 'true'} AS hit
      FROM businesses b WHERE b.search_text LIKE ${pattern} AND b.unlisted_at IS NULL
      LIMIT ${TEXT_CANDIDATES_MAX + 1}),
    page AS (SELECT * FROM candidates WHERE hit ORDER BY ${parts.orderBy('candidates')} ${parts.page})
    SELECT (SELECT count(*) FROM candidates)::int AS "textMatches", ${BUSINESS_COLUMNS}
    FROM (SELECT 1) one LEFT JOIN (page JOIN businesses b ON b.id = page.id) ON true
    ORDER BY ${parts.orderBy('page')}`;
  return { sql, params: parts.params };
}

/** Planner settings (transaction-local) under which textCandidatesSql reads the trigram index. */
export const TRIGRAM_CANDIDATES_PLAN = `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
  set_config('enable_indexonlyscan', 'off', true)`;
