import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1700000000200 implements MigrationInterface {
  name = 'Identity1700000000200';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      first_name text NOT NULL,
      last_name text NOT NULL,
      username text NOT NULL,
      email text NOT NULL,
      password_hash text NOT NULL,
      account_type text NOT NULL CHECK (account_type IN ('pet_owner', 'business_owner')),
      profile_image_url text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');
    await q.query('CREATE UNIQUE INDEX users_username_unique ON users (lower(username))');
    await q.query(`CREATE TABLE sessions (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ip text,
      user_agent text
    )`);
    await q.query('CREATE INDEX sessions_user ON sessions (user_id)');
    await q.query('CREATE INDEX sessions_expires ON sessions (expires_at)');
    await q.query(`CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX login_failures_key_at ON login_failures (key, at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE login_failures');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE users');
  }
}
