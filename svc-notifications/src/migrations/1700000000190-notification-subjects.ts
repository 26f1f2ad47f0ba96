import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which member a notification reports on, so a deleted account's name can be taken out of others' notifications. */
export class NotificationSubjects1700000000190 implements MigrationInterface {
  name = 'NotificationSubjects1700000000190';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE notifications ADD COLUMN about_user_id uuid');
    await q.query('CREATE INDEX notifications_about_user ON notifications (about_user_id) WHERE about_user_id IS NOT NULL');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE notifications DROP COLUMN about_user_id');
  }
}
