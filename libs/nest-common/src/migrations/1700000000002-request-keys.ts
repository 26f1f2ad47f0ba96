import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The answers of idempotent writes (UnitOfWork with a request key), kept a day. */
export class RequestKeys1700000000002 implements MigrationInterface {
  name = 'RequestKeys1700000000002';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE request_keys (
      key text PRIMARY KEY,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX request_keys_created ON request_keys (created_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE request_keys');
  }
}
