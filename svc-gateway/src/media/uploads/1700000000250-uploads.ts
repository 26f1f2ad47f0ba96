import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Upload tickets and stored images (svc-gateway storage), plus the shared signing secret. */
export class Uploads1700000000250 implements MigrationInterface {
  name = 'Uploads1700000000250';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE uploads (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      status text NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'receiving', 'stored')),
      content_type text,
      size_bytes bigint,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      stored_at timestamptz
    )`);
    await q.query(`CREATE INDEX uploads_unfinished ON uploads (expires_at) WHERE status <> 'stored'`);
    await q.query(`CREATE TABLE gateway_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE gateway_secrets');
    await q.query('DROP TABLE uploads');
  }
}
