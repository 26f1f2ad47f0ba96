import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each post was reunited, so the dashboard counts this month's reunions. */
export class Reunions1700000000320 implements MigrationInterface {
  name = 'Reunions1700000000320';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE rm_pet_posts ADD COLUMN resolved_at timestamptz');
    await q.query(`UPDATE rm_pet_posts SET resolved_at = updated_at WHERE status = 'resolved'`);
    await q.query(`CREATE INDEX rm_pet_posts_resolved ON rm_pet_posts (resolved_at) WHERE status = 'resolved'`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX rm_pet_posts_resolved');
    await q.query('ALTER TABLE rm_pet_posts DROP COLUMN resolved_at');
  }
}
