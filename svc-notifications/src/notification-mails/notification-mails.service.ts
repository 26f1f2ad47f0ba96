import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EMAIL_KINDS, EVENTS, type EmailKind } from '@pawpals/contracts';
import { deleteMailsOf, enqueueMail, MailRelay, mailRelayOptionsFromEnv, mailTransportFromEnv, publicBaseUrl } from '@pawpals/mail';
import { AccountErasure, createLogger, EventConsumers, returnedRows } from '@pawpals/nest-common';
import type { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { preferenceOnSql } from '../email-preferences/email-preferences.repository';
import { UnsubscribeLinks } from '../email-preferences/unsubscribe-links';
import { notificationMailContent, type PendingNotification } from './notification-mail-content';

const log = createLogger('notification-mails');
/** At most one mail per person and kind in this many minutes; what arrives meanwhile is bundled. */
export const MAIL_WINDOW_MINUTES = 15;

/** Members who may get mail of a kind: a confirmed current address and the kind switched on. */
const eligibleSql = (kind: EmailKind) => `
  JOIN user_profiles p ON p.user_id = n.user_id
  JOIN verified_emails v ON v.user_id = n.user_id AND lower(v.email) = lower(p.email)
  LEFT JOIN email_preferences ep ON ep.user_id = n.user_id
  WHERE ${preferenceOnSql(kind)}`;

/**
 * The mail channel of notifications (ARCHITECTURE §8). Rules mark which notifications may be mailed;
 * those of members who confirmed their address and allow the kind wait in notification_mails. A scan
 * mails each person's waiting notifications of a kind as soon as their 15-minute window is open (one
 * notification: its own mail; several: a bundle) through this service's mail outbox.
 */
@Injectable()
export class NotificationMailsService implements OnModuleInit, OnModuleDestroy {
  private readonly relay: MailRelay;
  private readonly baseUrl = publicBaseUrl();
  private readonly scanMs = Number(process.env.NOTIFICATION_MAIL_SCAN_MS) || 10_000;
  private timer?: NodeJS.Timeout;
  private scanning?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    private readonly erasure: AccountErasure,
    private readonly unsubscribe: UnsubscribeLinks,
  ) {
    this.relay = new MailRelay((dataSource.driver as PostgresDriver).master as Pool, mailTransportFromEnv(), mailRelayOptionsFromEnv());
  }

  onModuleInit() {
    this.consumers.on(
      EVENTS.emailVerified,
      async ({ data, occurredAt }, manager) => {
        await manager.query(
          `INSERT INTO verified_emails (user_id, email, verified_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET email = $2, verified_at = $3 WHERE verified_emails.verified_at <= $3`,
          [data.userId, data.email, occurredAt],
        );
      },
      { purpose: 'notification-mails' },
    );
    this.erasure.register(async (manager, userId) => {
      await manager.query('DELETE FROM notification_mails WHERE user_id = $1 OR about_user_id = $1', [userId]);
      for (const table of ['email_preferences', 'verified_emails', 'mail_windows']) await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      await deleteMailsOf(manager, userId);
    });
    this.relay.start();
    this.schedule(0);
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.scanning;
    await this.relay.stop();
  }

  /** Marks these notifications (just written in the caller's transaction) for mail, where the person allows it. */
  async queue(manager: EntityManager, kind: EmailKind, notificationIds: string[]): Promise<number> {
    if (!notificationIds.length) return 0;
    return this.insertPending(manager, kind, 'n.id = ANY($2::uuid[])', notificationIds);
  }

  /** The same for every notification of one event (the set-based broadcast and alert fan-out). */
  async queueForEvent(manager: EntityManager, kind: EmailKind, eventId: string): Promise<number> {
    return this.insertPending(manager, kind, 'n.source_event_id = $2', eventId);
  }

  /** Call after the commit of a mail enqueued directly (an account notice, outside the windows): send it now. */
  sendNow(): void {
    if (!this.stopped) this.relay.nudge();
  }

  /** Call after the commit of a queue(): mail now instead of at the next scan. */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
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

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.scanning = this.scan()
        .catch((err: Error) => log.warn({ err: err.message }, 'notification mail scan failed; will retry'))
        .finally(() => {
          this.scanning = undefined;
          if (!this.stopped) this.schedule(this.scanMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  /** Mails every (person, kind) with waiting notifications whose window is open. */
  private async scan(): Promise<void> {
    const due: { userId: string; kind: EmailKind }[] = await this.dataSource.query(
      `SELECT DISTINCT q.user_id AS "userId", q.kind FROM notification_mails q
         LEFT JOIN mail_windows w ON w.user_id = q.user_id AND w.kind = q.kind
        WHERE (w.last_sent_at IS NULL OR w.last_sent_at <= now() - make_interval(mins => $1))
        LIMIT 200`,
      [MAIL_WINDOW_MINUTES],
    );
    let mailed = 0;
    for (const { userId, kind } of due) {
      if (this.stopped) break;
      if (!(EMAIL_KINDS as readonly string[]).includes(kind)) continue;
      if (await this.mailWaiting(userId, kind)) mailed++;
    }
    if (mailed) this.relay.nudge();
  }

  private mailWaiting(userId: string, kind: EmailKind): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Still allowed? The person may have switched the kind off or changed address since: then drop them.
      const [recipient]: { firstName: string; email: string }[] = await manager.query(
        `SELECT p.first_name AS "firstName", p.email FROM (SELECT $1::uuid AS user_id) n ${eligibleSql(kind)}`,
        [userId],
      );
      if (!recipient) {
        await manager.query('DELETE FROM notification_mails WHERE user_id = $1 AND kind = $2', [userId, kind]);
        return false;
      }
      // Claiming the window is the lock: of two replicas scanning at once, one mails.
      const claimed = await manager.query(
        `INSERT INTO mail_windows (user_id, kind, last_sent_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = now()
           WHERE mail_windows.last_sent_at <= now() - make_interval(mins => $3)
         RETURNING 1`,
        [userId, kind, MAIL_WINDOW_MINUTES],
      );
      if (!claimed.length) return false;
      const pending = returnedRows<PendingNotification>(
        await manager.query(
          `DELETE FROM notification_mails WHERE user_id = $1 AND kind = $2
           RETURNING title, message, link, created_at AS "createdAt"`,
          [userId, kind],
        ),
      );
      if (!pending.length) throw new NothingWaiting();
      const content = notificationMailContent({
        kind,
        firstName: recipient.firstName,
        baseUrl: this.baseUrl,
        unsubscribeUrl: await this.unsubscribe.linkFor(userId, kind),
        notifications: pending,
      });
      await enqueueMail(manager, { to: recipient.email, ...content }, userId);
      return true;
    }).catch((err: unknown) => {
      // Another scan mailed them first: roll the window claim back, nothing to send.
      if (err instanceof NothingWaiting) return false;
      throw err;
    });
  }
}

class NothingWaiting extends Error {}
