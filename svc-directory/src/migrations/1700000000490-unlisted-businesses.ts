import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The business of a deleted account is unlisted (kept for its reviews' history, never shown). */
export class UnlistedBusinesses1700000000490 implements MigrationInterface {
  name = 'UnlistedBusinesses1700000000490';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE businesses ADD COLUMN unlisted_at timestamptz');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE businesses DROP COLUMN unlisted_at');
  }
}
