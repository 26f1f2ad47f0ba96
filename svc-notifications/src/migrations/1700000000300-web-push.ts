import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (docs/decisions/0142-web-push.md): a Push choice per kind beside the email ones (NULL = the
 * default, on), the VAPID keys generated once (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY override them) so every
 * replica signs alike, each member's subscribed devices, and the push outbox the relay sends from. An
 * outbox row lives only while it waits: sending, giving up or losing its subscription deletes it.
 */
export class WebPush1700000000300 implements MigrationInterface {
  name = 'WebPush1700000000300';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE email_preferences
      ADD COLUMN push_pet_alerts boolean,
      ADD COLUMN push_messages boolean,
      ADD COLUMN push_appointments boolean`);
    await q.query(`CREATE TABLE push_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      vapid_public_key text NOT NULL,
      vapid_private_key text NOT NULL
    )`);
    await q.query(`CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      label text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_pushed_at timestamptz
    )`);
    await q.query('CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at)');
    await q.query(`CREATE TABLE push_outbox (
      id bigserial PRIMARY KEY,
      subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      -- {title, body, url, tag} as the device gets it (encrypted only when sent)
      payload text NOT NULL,
      urgency text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at)');
    await q.query('CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id)');
    await q.query('CREATE INDEX push_outbox_user ON push_outbox (user_id)');
  }
  async down(q: QueryRunner) {
    for (const table of ['push_outbox', 'push_subscriptions', 'push_settings']) await q.query(`DROP TABLE ${table}`);
    await q.query('ALTER TABLE email_preferences DROP COLUMN push_pet_alerts, DROP COLUMN push_messages, DROP COLUMN push_appointments');
  }
}
