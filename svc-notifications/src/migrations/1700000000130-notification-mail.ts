import { MAIL_OUTBOX_DDL } from '@pawpals/mail';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail channel of notifications: email preferences, the confirmed addresses (from
 * identity.email_verified), notifications waiting to be mailed, the last mail per person and kind
 * (at most one per 15 minutes), and this service's mail outbox. A notification_mails row lives only while it
 * waits: mailing or dropping it deletes it.
 */
export class NotificationMail1700000000130 implements MigrationInterface {
  name = 'NotificationMail1700000000130';
  async up(q: QueryRunner) {
    for (const statement of MAIL_OUTBOX_DDL) await q.query(statement);
    await q.query(`CREATE TABLE email_preferences (
      user_id uuid PRIMARY KEY,
      pet_alerts boolean NOT NULL,
      messages boolean NOT NULL,
      appointments boolean NOT NULL,
      news boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The key of unsubscribe links (UNSUBSCRIBE_SECRET overrides it), generated once so every replica agrees.
    await q.query(`CREATE TABLE mail_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      unsubscribe_secret text NOT NULL
    )`);
    await q.query(`CREATE TABLE verified_emails (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      verified_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE notification_mails (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      notification_id uuid NOT NULL UNIQUE,
      -- the member the notification names, if any: their account's deletion drops it
      about_user_id uuid,
      title text NOT NULL,
      message text NOT NULL,
      link text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX notification_mails_waiting ON notification_mails (user_id, kind)');
    await q.query(`CREATE TABLE mail_windows (
      user_id uuid NOT NULL,
      kind text NOT NULL,
      last_sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind)
    )`);
  }
  async down(q: QueryRunner) {
    for (const table of ['mail_windows', 'notification_mails', 'verified_emails', 'mail_settings', 'email_preferences', 'mail_outbox']) await q.query(`DROP TABLE ${table}`);
  }
}
