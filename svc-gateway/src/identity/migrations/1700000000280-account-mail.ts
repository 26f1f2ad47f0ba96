import { MAIL_OUTBOX_DDL } from '@pawpals/mail';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Security mails: the gateway's mail outbox, verified emails, and the tokens of mailed links (stored hashed). */
export class AccountMail1700000000280 implements MigrationInterface {
  name = 'AccountMail1700000000280';
  async up(q: QueryRunner) {
    for (const statement of MAIL_OUTBOX_DDL) await q.query(statement);
    await q.query('ALTER TABLE users ADD COLUMN email_verified_at timestamptz');
    await q.query(`CREATE TABLE email_verifications (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email text NOT NULL,
      -- 'verify': confirm the account's address; 'change': make this new address the account's.
      purpose text NOT NULL DEFAULT 'verify' CHECK (purpose IN ('verify', 'change')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query('CREATE INDEX email_verifications_user ON email_verifications (user_id, created_at)');
    await q.query(`CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query('CREATE INDEX password_resets_user ON password_resets (user_id, created_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE password_resets');
    await q.query('DROP TABLE email_verifications');
    await q.query('ALTER TABLE users DROP COLUMN email_verified_at');
    await q.query('DROP TABLE mail_outbox');
  }
}
