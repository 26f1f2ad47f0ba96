import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * City filters usually come with a category: one index on (city prefix, category) answers both,
 * instead of AND-ing the city bitmap with a scan of a whole category.
 */
export class CityCategoryIndex1700000000410 implements MigrationInterface {
  name = 'CityCategoryIndex1700000000410';
  async up(q: QueryRunner) {
    await q.query('DROP INDEX IF EXISTS businesses_city_prefix');
    await q.query('CREATE INDEX businesses_city_category ON businesses (lower(city) text_pattern_ops, category)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX businesses_city_category');
    await q.query('CREATE INDEX businesses_city_prefix ON businesses (lower(city) text_pattern_ops)');
  }
}
