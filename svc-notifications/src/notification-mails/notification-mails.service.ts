import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EMAIL_KINDS, EVENTS, type EmailKind } from '@pawpals/contracts';
import { deleteMailsOf, enqueueMail, MailRelay, mailRelayOptionsFromEnv, mailTransportFromEnv, publicBaseUrl } from '@pawpals/mail';
import { AccountErasure, createLogger, EventConsumers } from '@pawpals/nest-common';
import type { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { UnsubscribeLinks } from '../email-preferences/unsubscribe-links';
import { notificationMailContent } from './notification-mail-content';
import { NotificationMailsRepository } from './notification-mails.repository';

const log = createLogger('notification-mails');
/** At most one mail per person and kind in this many minutes; what arrives meanwhile is bundled. */
export const MAIL_WINDOW_MINUTES = 15;

/**
 * The mail channel of notifications (docs/decisions/0082-notifications-by-email.md). Rules mark which notifications may be mailed;
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
    private readonly mails: NotificationMailsRepository,
    private readonly consumers: EventConsumers,
    private readonly erasure: AccountErasure,
    private readonly unsubscribe: UnsubscribeLinks,
  ) {
    this.relay = new MailRelay((dataSource.driver as PostgresDriver).master as Pool, mailTransportFromEnv(), mailRelayOptionsFromEnv());
  }

  onModuleInit() {
    this.consumers.on(
      EVENTS.emailVerified,
      ({ data, occurredAt }, manager) => this.mails.recordVerifiedEmail(manager, data.userId, data.email, occurredAt),
      { purpose: 'notification-mails' },
    );
    this.erasure.register(async (manager, userId) => {
      await this.mails.eraseMember(manager, userId);
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
    return this.mails.queueNotifications(manager, kind, notificationIds);
  }

  /** The same for every notification of one event (the set-based broadcast and alert fan-out). */
  async queueForEvent(manager: EntityManager, kind: EmailKind, eventId: string): Promise<number> {
    return this.mails.queueNotificationsOfEvent(manager, kind, eventId);
  }

  /** Call after the commit of a mail enqueued directly (an account notice, outside the windows): send it now. */
  sendNow(): void {
    if (!this.stopped) this.relay.nudge();
  }

  /** Call after the commit of a queue(): mail now instead of at the next scan. */
  nudge(): void {
    if (!this.stopped) this.schedule(0);
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
    const due = await this.mails.listDue(MAIL_WINDOW_MINUTES);
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
      const recipient = await this.mails.eligibleRecipient(manager, userId, kind);
      if (!recipient) {
        await this.mails.dropWaiting(manager, userId, kind);
        return false;
      }
      // Claiming the window is the lock: of two replicas scanning at once, one mails.
      if (!(await this.mails.claimWindow(manager, userId, kind, MAIL_WINDOW_MINUTES))) return false;
      const pending = await this.mails.takeWaiting(manager, userId, kind);
      if (!pending.length) throw new NothingWaiting();
      const content = notificationMailContent({
        kind,
        firstName: recipient.firstName,
        locale: recipient.locale,
        baseUrl: this.baseUrl,
        unsubscribeUrl: await this.unsubscribe.linkFor(userId, kind, recipient.locale),
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
