import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per admin action, read newest first by keyset (created_at, id). Times are
 * kept to the millisecond so a cursor carried as a JS date matches the row exactly.
 */
export class AuditLog1700000000700 implements MigrationInterface {
  name = 'AuditLog1700000000700';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_id uuid NOT NULL,
      actor_email text,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text,
      reason text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz(3) NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX audit_log_newest ON audit_log (created_at DESC, id DESC)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE audit_log');
  }
}
