import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { createLogger, EventConsumers, runDetached, UnitOfWork } from '@pawpals/nest-common';
import { LivePush } from '../live/live-push';
import { NotificationsService } from '../notifications/notifications.service';
import { pushTag } from '../web-push/push-tags';
import { WebPushService } from '../web-push/web-push.service';
import { memberLocaleOf } from '../member-locales/member-locales.repository';
import { NOTIFICATION_WORDS } from '../rules/words';
import { RemindersRepository } from './reminders.repository';

const log = createLogger('reminders');
const DAY_MS = 24 * 3600 * 1000;
/** How many due reminders one scan sends at most. */
const SCAN_BATCH = 500;

/**
 * The day-before reminder of a confirmed appointment. Confirmations schedule a row; declines and
 * completions cancel it; a scan sends what is due. The schedule lives in Postgres, so it survives
 * restarts, and each row is claimed once (SKIP LOCKED + sent_at), so it is never sent twice.
 */
@Injectable()
export class AppointmentReminders implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly scanMs = Number(process.env.REMINDER_SCAN_MS) || 60_000;

  constructor(
    private readonly consumers: EventConsumers,
    private readonly uow: UnitOfWork,
    private readonly reminders: RemindersRepository,
    private readonly notifications: NotificationsService,
    private readonly live: LivePush,
    private readonly push: WebPushService,
  ) {}

  onModuleInit() {
    this.consumers.on(
      EVENTS.appointmentStatusChanged,
      async ({ data }, manager) => {
        if (data.to === 'confirmed') {
          const at = new Date(data.appointmentDate);
          await this.reminders.schedule(manager, {
            appointmentId: data.appointmentId,
            userId: data.userId,
            businessId: data.businessId,
            businessName: data.businessName,
            appointmentDate: at,
            remindAt: new Date(at.getTime() - DAY_MS),
          });
        } else {
          await this.reminders.cancel(manager, data.appointmentId);
        }
      },
      { purpose: 'reminders' },
    );
  }

  onApplicationBootstrap() {
    this.timer = runDetached(() => setInterval(() => void this.sendDue().catch((err) => log.warn({ err: err.message }, 'reminder scan failed')), this.scanMs));
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** Sends every due reminder whose appointment is still ahead; returns how many were claimed. */
  async sendDue(): Promise<number> {
    const pushes: (() => void)[] = [];
    let webPushes = 0;
    const sent = await this.uow.run(async (manager) => {
      const due = await this.reminders.claimDue(manager, SCAN_BATCH);
      for (const r of due) {
        await this.reminders.markSent(manager, r.id);
        if (new Date(r.appointment_date).getTime() < Date.now()) continue;
        const words = NOTIFICATION_WORDS[await memberLocaleOf(manager, r.user_id)].reminder(r.business_name, new Date(r.appointment_date));
        const created = await this.notifications.deliver(manager, {
          userId: r.user_id,
          sourceEventId: r.id,
          ...words,
          link: '/dashboard',
        });
        if (created) {
          pushes.push(() => this.live.toUser(r.user_id, created));
          webPushes += await this.push.queue(manager, 'appointments', [{ notificationId: created.id, tag: pushTag.appointment(r.appointment_id) }]);
        }
      }
      return due.length;
    });
    pushes.forEach((push) => push());
    if (webPushes) this.push.nudge();
    return sent;
  }
}
