import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weekly trends need when each business and each post first appeared. Rows that
 * exist already take their last change as the best time known.
 */
export class TrendTimestamps1700000000380 implements MigrationInterface {
  name = 'TrendTimestamps1700000000380';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE rm_businesses ADD COLUMN created_at timestamptz');
    await q.query('UPDATE rm_businesses SET created_at = updated_at');
    await q.query('ALTER TABLE rm_pet_posts ADD COLUMN created_at timestamptz');
    await q.query('UPDATE rm_pet_posts SET created_at = updated_at');
    await q.query('CREATE INDEX rm_businesses_created ON rm_businesses (created_at)');
    await q.query('CREATE INDEX rm_pet_posts_created ON rm_pet_posts (created_at)');
    await q.query('CREATE INDEX rm_appointments_requested ON rm_appointments (requested_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX rm_appointments_requested');
    await q.query('ALTER TABLE rm_pet_posts DROP COLUMN created_at');
    await q.query('ALTER TABLE rm_businesses DROP COLUMN created_at');
  }
}
