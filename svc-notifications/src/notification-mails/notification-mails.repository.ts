import { Injectable } from '@nestjs/common';
import type { EmailKind, Locale } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { preferenceOnSql } from '../email-preferences/email-preferences.repository';
import type { PendingNotification } from './notification-mail-content';
import { memberLocaleSql } from '../member-locales/member-locales.repository';

/** Members who may get mail of a kind: a confirmed current address and the kind switched on. */
const eligibleSql = (kind: EmailKind) => `
  JOIN user_profiles p ON p.user_id = n.user_id
  JOIN verified_emails v ON v.user_id = n.user_id AND lower(v.email) = lower(p.email)
  LEFT JOIN email_preferences ep ON ep.user_id = n.user_id
  WHERE ${preferenceOnSql(kind)}`;

/** SQL of notification_mails (what waits to be mailed), mail_windows and verified_emails. */
@Injectable()
export class NotificationMailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps the newest confirmed address of a member (an older confirmation arriving late changes nothing). */
  async recordVerifiedEmail(manager: EntityManager, userId: string, email: string, verifiedAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO verified_emails (user_id, email, verified_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = $2, verified_at = $3 WHERE verified_emails.verified_at <= $3`,
      [userId, email, verifiedAt],
    );
  }

  /** Everything of the member's mail channel: waiting mails (theirs and those naming them), preferences, address, windows. */
  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM notification_mails WHERE user_id = $1 OR about_user_id = $1', [userId]);
    for (const table of ['email_preferences', 'verified_emails', 'mail_windows']) await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }

  /** Marks these notifications for mail where their members allow the kind; answers how many. */
  queueNotifications(manager: EntityManager, kind: EmailKind, notificationIds: string[]): Promise<number> {
    return this.insertPending(manager, kind, 'n.id = ANY($2::uuid[])', notificationIds);
  }

  /** The same for every notification one event caused. */
  queueNotificationsOfEvent(manager: EntityManager, kind: EmailKind, eventId: string): Promise<number> {
    return this.insertPending(manager, kind, 'n.source_event_id = $2', eventId);
  }

  private async insertPending(manager: EntityManager, kind: EmailKind, which: string, value: unknown): Promise<number> {
    const rows = await manager.query(
      `INSERT INTO notification_mails (user_id, kind, notification_id, about_user_id, title, message, link, created_at)
       SELECT n.user_id, $1, n.id, n.about_user_id, n.title, n.message, n.link, n.created_at FROM notifications n
       ${eligibleSql(kind)} AND ${which}
       ON CONFLICT (notification_id) DO NOTHING
       RETURNING 1`,
      [kind, value],
    );
    return rows.length;
  }

  /** Up to 200 (person, kind) pairs with waiting notifications whose window of `windowMinutes` is open. */
  listDue(windowMinutes: number): Promise<{ userId: string; kind: EmailKind }[]> {
    return this.dataSource.query(
      `SELECT DISTINCT q.user_id AS "userId", q.kind FROM notification_mails q
         LEFT JOIN mail_windows w ON w.user_id = q.user_id AND w.kind = q.kind
        WHERE (w.last_sent_at IS NULL OR w.last_sent_at <= now() - make_interval(mins => $1))
        LIMIT 200`,
      [windowMinutes],
    );
  }

  /** The member's name and address when they may still get mail of the kind, else undefined. */
  async eligibleRecipient(manager: EntityManager, userId: string, kind: EmailKind): Promise<{ firstName: string; email: string; locale: Locale } | undefined> {
    const [recipient] = await manager.query(`SELECT p.first_name AS "firstName", p.email, ${memberLocaleSql('n.user_id')} AS locale FROM (SELECT $1::uuid AS user_id) n ${eligibleSql(kind)}`, [userId]);
    return recipient;
  }

  async dropWaiting(manager: EntityManager, userId: string, kind: EmailKind): Promise<void> {
    await manager.query('DELETE FROM notification_mails WHERE user_id = $1 AND kind = $2', [userId, kind]);
  }

  /**
   * Claims the member's window of a kind when it is open (none yet, or the last mail `windowMinutes`
   * ago or more); false when another transaction holds or just took it.
   */
  async claimWindow(manager: EntityManager, userId: string, kind: EmailKind, windowMinutes: number): Promise<boolean> {
    const claimed = await manager.query(
      `INSERT INTO mail_windows (user_id, kind, last_sent_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = now()
         WHERE mail_windows.last_sent_at <= now() - make_interval(mins => $3)
       RETURNING 1`,
      [userId, kind, windowMinutes],
    );
    return claimed.length > 0;
  }

  /** Removes and answers the member's waiting notifications of a kind. */
  async takeWaiting(manager: EntityManager, userId: string, kind: EmailKind): Promise<PendingNotification[]> {
    return returnedRows<PendingNotification>(
      await manager.query(
        `DELETE FROM notification_mails WHERE user_id = $1 AND kind = $2
         RETURNING title, message, link, created_at AS "createdAt"`,
        [userId, kind],
      ),
    );
  }
}
