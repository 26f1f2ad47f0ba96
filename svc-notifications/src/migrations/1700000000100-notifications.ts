import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1700000000100 implements MigrationInterface {
  name = 'Notifications1700000000100';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      link text,
      is_read boolean NOT NULL DEFAULT false,
      source_event_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)');
    await q.query('CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE NOT is_read');
    await q.query('CREATE UNIQUE INDEX notifications_event_user ON notifications (source_event_id, user_id)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE notifications');
  }
}
