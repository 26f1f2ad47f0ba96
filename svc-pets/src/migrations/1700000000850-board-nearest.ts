import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Near me" without a radius walks the board's placed posts nearest first instead of measuring every one
 * (docs/decisions/0144-near-me-and-the-map-at-national-scale.md): a GiST on the public pin (rounded to 3
 * decimals, as the board measures from) as a point on earthdistance's sphere, whose `<->` order is the
 * great-circle order. The expression must stay the one the repository orders by (publicEarthSql).
 */
export class BoardNearest1700000000850 implements MigrationInterface {
  name = 'BoardNearest1700000000850';
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS cube');
    await q.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await q.query(`CREATE INDEX lost_found_posts_public_earth ON lost_found_posts
      USING gist (ll_to_earth(round(CAST(latitude AS numeric), 3)::float8, round(CAST(longitude AS numeric), 3)::float8))
      WHERE status = 'active' AND approval_status = 'approved' AND latitude IS NOT NULL`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX lost_found_posts_public_earth');
  }
}
