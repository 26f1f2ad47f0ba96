import { Injectable } from '@nestjs/common';
import { PUSH_LIMITS, type PushKind } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { pushPreferenceOnSql } from '../email-preferences/email-preferences.repository';
import { memberLocaleSql } from '../member-locales/member-locales.repository';

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  label: string;
  createdAt: Date;
}

/** One push waiting in the outbox, claimed by a relay with its subscription's address and keys. */
export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  urgency: 'high' | 'normal';
  attempts: number;
}

/** A notification just written, to push with this tag (the same tag for the same thing replaces rather than stacks). */
export interface PushItem {
  notificationId: string;
  tag: string;
}

/** SQL of push_subscriptions, push_outbox and push_settings (the VAPID keys). */
@Injectable()
export class PushRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The VAPID keys: `candidate` when none are kept yet, else the kept ones (every replica signs alike). */
  async vapidKeys(candidate: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
    await this.dataSource.query('INSERT INTO push_settings (vapid_public_key, vapid_private_key) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      candidate.publicKey,
      candidate.privateKey,
    ]);
    const [row] = await this.dataSource.query('SELECT vapid_public_key AS "publicKey", vapid_private_key AS "privateKey" FROM push_settings');
    return row;
  }

  /**
   * Stores the device once per endpoint: subscribing again (the same or another member signed in on it)
   * takes the endpoint over with its current keys. A member keeps at most PUSH_LIMITS.subscriptionsPerMember
   * devices; the oldest others go.
   */
  async upsert(s: { userId: string; endpoint: string; p256dh: string; auth: string; label: string }): Promise<PushSubscriptionRow> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4, label = $5,
           created_at = CASE WHEN push_subscriptions.user_id = $1 THEN push_subscriptions.created_at ELSE now() END
         RETURNING id, endpoint, label, created_at AS "createdAt"`,
        [s.userId, s.endpoint, s.p256dh, s.auth, s.label],
      );
      await manager.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN
           (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
        [s.userId, PUSH_LIMITS.subscriptionsPerMember],
      );
      return row;
    });
  }

  listOf(userId: string): Promise<PushSubscriptionRow[]> {
    return this.dataSource.query(
      'SELECT id, endpoint, label, created_at AS "createdAt" FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id',
      [userId],
    );
  }

  /** Removes the member's subscription named by endpoint or id; answers whether there was one. */
  async remove(userId: string, which: { endpoint?: string; id?: string }): Promise<boolean> {
    const rows = returnedRows(
      await this.dataSource.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND (endpoint = $2 OR id = $3::uuid) RETURNING 1', [
        userId,
        which.endpoint ?? null,
        which.id ?? null,
      ]),
    );
    return rows.length > 0;
  }

  /** The push service said the subscription is gone (404/410): forget it and whatever waits for it. */
  async removeSubscription(subscriptionId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
  }

  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM push_outbox WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
  }

  /**
   * Queues a push of each notification (just written in the caller's transaction) to every device of its
   * member who allows the kind; answers how many were queued. Payload {title, body, url, tag}.
   */
  async queue(manager: EntityManager, kind: PushKind, items: PushItem[], urgency: 'high' | 'normal'): Promise<number> {
    if (!items.length) return 0;
    // A Spanish member's device opens the /es page (docs/decisions/0151-server-speaks-spanish.md).
    const link = `coalesce(n.link, '/dashboard')`;
    const localizedLinkSql = `CASE WHEN ${memberLocaleSql('n.user_id')} = 'es' THEN '/es' || ${link} ELSE ${link} END`;
    const rows = await manager.query(
      `INSERT INTO push_outbox (subscription_id, user_id, payload, urgency)
       SELECT s.id, n.user_id,
              json_build_object('title', n.title, 'body', left(n.message, 1000), 'url', ${localizedLinkSql}, 'tag', i.tag)::text, $3
         FROM unnest($1::uuid[], $2::text[]) AS i (notification_id, tag)
         JOIN notifications n ON n.id = i.notification_id
         JOIN push_subscriptions s ON s.user_id = n.user_id
         LEFT JOIN email_preferences ep ON ep.user_id = n.user_id
        WHERE ${pushPreferenceOnSql(kind)}
       RETURNING 1`,
      [items.map((i) => i.notificationId), items.map((i) => i.tag), urgency],
    );
    return rows.length;
  }

  /**
   * Claims up to `limit` due pushes with a lease (next_attempt_at moved ahead, SKIP LOCKED): replicas never
   * send one push twice at once, and no transaction stays open while a push service answers.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPush[]> {
    return returnedRows<ClaimedPush>(
      await this.dataSource.query(
        `WITH claimed AS (
           UPDATE push_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
            WHERE id IN (SELECT id FROM push_outbox WHERE next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING id, subscription_id, payload, urgency, attempts)
         SELECT c.id, c.subscription_id AS "subscriptionId", s.endpoint, s.p256dh, s.auth, c.payload, c.urgency, c.attempts
           FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`,
        [limit, leaseMs / 1000],
      ),
    );
  }

  /** Given up: the push leaves the outbox (its text is not kept). */
  async done(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM push_outbox WHERE id = $1', [id]);
  }

  /** Handed to their push services: they leave the outbox, and their devices were pushed to now. */
  async sent(pushes: readonly Pick<ClaimedPush, 'id' | 'subscriptionId'>[]): Promise<void> {
    if (!pushes.length) return;
    await this.dataSource.query(
      `WITH gone AS (DELETE FROM push_outbox WHERE id = ANY($1::bigint[]))
       UPDATE push_subscriptions SET last_pushed_at = now() WHERE id = ANY($2::uuid[])`,
      [pushes.map((p) => p.id), [...new Set(pushes.map((p) => p.subscriptionId))]],
    );
  }

  async retryLater(id: string, delayMs: number, error: string): Promise<void> {
    await this.dataSource.query('UPDATE push_outbox SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1', [
      id,
      delayMs / 1000,
      error,
    ]);
  }
}
