import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { createLogger, EventConsumers, runDetached } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';
import { LivePush } from '../live/live-push';
import { NotificationsService } from '../notifications/notifications.service';

const log = createLogger('reminders');
const DAY_MS = 24 * 3600 * 1000;

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
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly live: LivePush,
  ) {}

  onModuleInit() {
    this.consumers.on(
      EVENTS.appointmentStatusChanged,
      async ({ data }, manager) => {
        if (data.to === 'confirmed') {
          const at = new Date(data.appointmentDate);
          await manager.query(
            `INSERT INTO appointment_reminders (appointment_id, user_id, business_id, business_name, appointment_date, remind_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (appointment_id) DO UPDATE SET appointment_date = $5, remind_at = $6, cancelled_at = NULL`,
            [data.appointmentId, data.userId, data.businessId, data.businessName, at, new Date(at.getTime() - DAY_MS)],
          );
        } else {
          await manager.query(
            'UPDATE appointment_reminders SET cancelled_at = now() WHERE appointment_id = $1 AND sent_at IS NULL',
            [data.appointmentId],
          );
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

  /** Sends every due reminder whose appointment is still ahead; returns how many were sent. */
  async sendDue(): Promise<number> {
    const pushes: (() => void)[] = [];
    const sent = await this.dataSource.transaction(async (manager) => {
      const due: { id: string; user_id: string; business_name: string; appointment_date: Date }[] = await manager.query(
        `SELECT id, user_id, business_name, appointment_date FROM appointment_reminders
          WHERE remind_at <= now() AND sent_at IS NULL AND cancelled_at IS NULL
          ORDER BY remind_at LIMIT 500 FOR UPDATE SKIP LOCKED`,
      );
      for (const r of due) {
        await manager.query('UPDATE appointment_reminders SET sent_at = now() WHERE id = $1', [r.id]);
        if (new Date(r.appointment_date).getTime() < Date.now()) continue;
        const time = new Date(r.appointment_date).toISOString().slice(11, 16);
        const created = await this.notifications.create(manager, {
          userId: r.user_id,
          sourceEventId: r.id,
          title: 'Appointment reminder',
          message: `Your appointment at ${r.business_name} is coming up at ${time} UTC on ${new Date(r.appointment_date).toDateString()}.`,
          link: '/dashboard',
        });
        if (created) pushes.push(() => this.live.toUser(r.user_id, created));
      }
      return due.length;
    });
    pushes.forEach((push) => push());
    return sent;
  }
}
