import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The poster's thank-you note when their pet is home, for "Happy reunions". */
export class ReunionNotes1700000000530 implements MigrationInterface {
  name = 'ReunionNotes1700000000530';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE lost_found_posts ADD COLUMN reunion_note text');
    await q.query(
      `CREATE INDEX lost_found_posts_reunions ON lost_found_posts (resolved_at DESC) WHERE status = 'resolved' AND approval_status = 'approved' AND reunion_note IS NOT NULL`,
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX lost_found_posts_reunions');
    await q.query('ALTER TABLE lost_found_posts DROP COLUMN reunion_note');
  }
}
