import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Outbox, processed-event ledger and parked (poison) events: the same three tables in every database. */
export class MessagingTables1700000000000 implements MigrationInterface {
  name = 'MessagingTables1700000000000';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      subject text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    )`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (created_at) WHERE published_at IS NULL`);
    await q.query(`CREATE TABLE processed_events (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
    await q.query(`CREATE TABLE parked_events (
      consumer text NOT NULL,
      event_id text NOT NULL,
      subject text NOT NULL,
      payload text NOT NULL,
      error text NOT NULL,
      attempts int NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE parked_events');
    await q.query('DROP TABLE processed_events');
    await q.query('DROP TABLE outbox');
  }
}
