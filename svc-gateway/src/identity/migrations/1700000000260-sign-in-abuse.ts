import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Abuse limits of sign-in and sign-up: failed logins per account and address, the
 * browsers each account signed in from, when an attacked account's owner was last alerted, and
 * sign-ups per address.
 */
export class SignInAbuse1700000000260 implements MigrationInterface {
  name = 'SignInAbuse1700000000260';
  async up(q: QueryRunner) {
    // Rows of the old table were keyed by the typed identifier (username and email counted apart); they expire in 15 minutes anyway.
    await q.query('DROP TABLE login_failures');
    await q.query(`CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      account_key text NOT NULL,
      address text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX login_failures_account_at ON login_failures (account_key, at)');
    await q.query('CREATE INDEX login_failures_address_at ON login_failures (address, at)');
    await q.query(`CREATE TABLE login_alerts (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      alerted_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE known_browsers (
      token_hash text NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      last_used_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (token_hash, user_id)
    )`);
    await q.query('CREATE INDEX known_browsers_user ON known_browsers (user_id)');
    await q.query(`CREATE TABLE signup_attempts (
      id bigserial PRIMARY KEY,
      address text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX signup_attempts_address_at ON signup_attempts (address, at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE signup_attempts');
    await q.query('DROP TABLE known_browsers');
    await q.query('DROP TABLE login_alerts');
    await q.query('DROP TABLE login_failures');
    await q.query(`CREATE TABLE login_failures (id bigserial PRIMARY KEY, key text NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX login_failures_key_at ON login_failures (key, at)');
  }
}
