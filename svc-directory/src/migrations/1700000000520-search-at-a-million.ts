import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_COLUMNS } from './1700000000510-search-covering';

/**
 * Search at a million businesses (docs/decisions/0116-search-at-a-million-businesses.md).
 *
 * A radius search's page is found in two steps (businesses/search-sql.ts): a nearest-neighbour walk finds
 * how far the page reaches on each side of premium, then only the matches that near are sorted. Premium businesses are a few percent of a city:
 * their own small indexes keep the premium side from scanning everything else in the radius.
 *
 * A text search is answered as two sides of premium (businesses/search-sql.ts): the premium side reads
 * its own small trigram index, the other walks the result order in businesses_order_covering, which
 * carries the text and the filters a text search is usually given with, so the walk never visits the table
 * (it replaces businesses_order, the same keys without them).
 *
 * A text search's plan (walk the result order, or sort the trigram index's matches) rests on the planner's
 * estimate of how many rows contain the text; with the default statistics a text in 0.25 % of the rows was
 * estimated at 1 % and walked 7,000 of 100,000 rows. A larger sample of search_text makes the estimate close.
 */
export class SearchAtAMillion1700000000520 implements MigrationInterface {
  name = 'SearchAtAMillion1700000000520';
  async up(q: QueryRunner) {
    await q.query(`CREATE INDEX businesses_earth_premium ON businesses USING gist (ll_to_earth(latitude, longitude))
      WHERE is_premium AND latitude IS NOT NULL`);
    await q.query(`CREATE INDEX businesses_geo_premium ON businesses USING gist (point(longitude, latitude))
      INCLUDE (${SEARCH_COLUMNS}) WHERE is_premium AND latitude IS NOT NULL`);
    await q.query('CREATE INDEX businesses_search_trgm_premium ON businesses USING gin (search_text gin_trgm_ops) WHERE is_premium');
    await q.query(`CREATE INDEX businesses_order_covering ON businesses (is_premium DESC, avg_rating DESC, review_count DESC, name, id)
      INCLUDE (search_text, unlisted_at, category, price_range)`);
    await q.query('DROP INDEX businesses_order');
    await q.query('ALTER TABLE businesses ALTER COLUMN search_text SET STATISTICS 1000');
    await q.query('ANALYZE businesses');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE businesses ALTER COLUMN search_text SET STATISTICS -1');
    await q.query('CREATE INDEX businesses_order ON businesses (is_premium DESC, avg_rating DESC, review_count DESC, name, id)');
    await q.query('DROP INDEX businesses_order_covering');
    await q.query('DROP INDEX businesses_search_trgm_premium');
    await q.query('DROP INDEX businesses_geo_premium');
    await q.query('DROP INDEX businesses_earth_premium');
  }
}
