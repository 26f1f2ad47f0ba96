import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a covering index carries besides its key: every column search filters or orders by. */
export const SEARCH_COLUMNS = 'id, latitude, longitude, city, category, price_range, is_premium, avg_rating, review_count, name, unlisted_at, time_zone, open_week, closed_dates';

/**
 * Search within budget at 100,000 and 1,000,000 businesses
 * (docs/decisions/0115-search-picks-its-page-from-covering-indexes-then-reads.md).
 *
 * - "Open now" is read from the business row itself (`open_week`, a multirange of minutes since Sunday
 *   00:00 in its zone, and `closed_dates`, refreshed with every change of business_hours and
 *   business_closures; see hours/open-now-sql.ts) instead of a subquery into business_hours per
 *   candidate row, which made open-now + category + city the slowest search.
 * - Radius and city searches weigh thousands of candidates before the first page is known: visiting each
 *   candidate's table row made them the slow ones. businesses_geo (a GiST box on lng/lat) and
 *   businesses_city_category now include every column the filters and the order read, so the page is
 *   chosen by an index-only scan (businesses.repository.ts reads the page's rows afterwards).
 */
export class SearchCovering1700000000510 implements MigrationInterface {
  name = 'SearchCovering1700000000510';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE businesses
      ADD COLUMN open_week int4multirange NOT NULL DEFAULT '{}',
      ADD COLUMN closed_dates date[] NOT NULL DEFAULT '{}'`);
    await q.query(`UPDATE businesses b SET
      open_week = coalesce((SELECT range_agg(int4range(h.day * 1440 + h.open_minute, h.day * 1440 + h.close_minute))
        FROM business_hours h WHERE h.business_id = b.id), '{}'),
      closed_dates = coalesce((SELECT array_agg(x.closed_on ORDER BY x.closed_on) FROM business_closures x WHERE x.business_id = b.id), '{}')
      WHERE EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id)
         OR EXISTS (SELECT 1 FROM business_closures x WHERE x.business_id = b.id)`);
    await q.query(`CREATE INDEX businesses_geo ON businesses USING gist (point(longitude, latitude))
      INCLUDE (${SEARCH_COLUMNS}) WHERE latitude IS NOT NULL`);
    await q.query('DROP INDEX businesses_city_category');
    await q.query(`CREATE INDEX businesses_city_category ON businesses (lower(city) text_pattern_ops, category) INCLUDE (${SEARCH_COLUMNS})`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX businesses_city_category');
    await q.query('CREATE INDEX businesses_city_category ON businesses (lower(city) text_pattern_ops, category)');
    await q.query('DROP INDEX businesses_geo');
    await q.query('ALTER TABLE businesses DROP COLUMN open_week, DROP COLUMN closed_dates');
  }
}
