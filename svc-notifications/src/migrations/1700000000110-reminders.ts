import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reminders1700000000110 implements MigrationInterface {
  name = 'Reminders1700000000110';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE appointment_reminders (
      appointment_id uuid PRIMARY KEY,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      business_id uuid NOT NULL,
      business_name text NOT NULL,
      appointment_date timestamptz NOT NULL,
      remind_at timestamptz NOT NULL,
      sent_at timestamptz,
      cancelled_at timestamptz
    )`);
    await q.query(
      'CREATE INDEX appointment_reminders_due ON appointment_reminders (remind_at) WHERE sent_at IS NULL AND cancelled_at IS NULL',
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE appointment_reminders');
  }
}
