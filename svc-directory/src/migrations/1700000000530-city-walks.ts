import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_COLUMNS } from './1700000000510-search-covering';

const WALK_KEY = 'lower(city) text_pattern_ops, category, is_premium DESC, avg_rating DESC, review_count DESC, name, id';

/**
 * A city search walks its page in order instead of sorting the city.
 *
 * businesses_city_walk is businesses_city_category with the result order after (city, category), so for one
 * city and one category the index hands the matches over best first and a page of 20 reads about 20 index
 * entries (businesses/search-sql.ts cityWalksSql; the distinct cities of a prefix come from a skip scan
 * of the same index). It still carries every column the filters read, for index-only scans.
 */
export class CityWalks1700000000530 implements MigrationInterface {
  name = 'CityWalks1700000000530';
  async up(q: QueryRunner) {
    const keyColumns = new Set(['id', 'city', 'category', 'is_premium', 'avg_rating', 'review_count', 'name']);
    const included = SEARCH_COLUMNS.split(', ').filter((c) => !keyColumns.has(c));
    await q.query(`CREATE INDEX businesses_city_walk ON businesses (${WALK_KEY}) INCLUDE (city, ${included.join(', ')})`);
    await q.query('DROP INDEX businesses_city_category');
    await q.query('ANALYZE businesses');
  }
  async down(q: QueryRunner) {
    await q.query(`CREATE INDEX businesses_city_category ON businesses (lower(city) text_pattern_ops, category) INCLUDE (${SEARCH_COLUMNS})`);
    await q.query('DROP INDEX businesses_city_walk');
  }
}
