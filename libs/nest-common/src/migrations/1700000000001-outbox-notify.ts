import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel a committed outbox insert is announced on (each service has its own database). */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Wakes the outbox relays of every replica when outbox rows commit: one NOTIFY per inserting
 * statement, delivered by Postgres at commit (never for a rolled-back transaction).
 */
export class OutboxNotify1700000000001 implements MigrationInterface {
  name = 'OutboxNotify1700000000001';
  async up(q: QueryRunner) {
    await q.query(`CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('${OUTBOX_CHANNEL}', ''); RETURN NULL; END $$`);
    await q.query('CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TRIGGER outbox_notify ON outbox');
    await q.query('DROP FUNCTION outbox_notify()');
  }
}
