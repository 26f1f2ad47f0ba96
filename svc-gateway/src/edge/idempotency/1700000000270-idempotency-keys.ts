import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first answer to each (caller, Idempotency-Key) for 24 hours, so a client can retry a
 * write whose answer it never got. Shared by every gateway replica.
 */
export class IdempotencyKeys1700000000270 implements MigrationInterface {
  name = 'IdempotencyKeys1700000000270';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      status int,
      content_type text,
      body bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    )`);
    await q.query('CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE idempotency_keys');
  }
}
