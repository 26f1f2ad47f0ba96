import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface DueReminder {
  id: string;
  appointment_id: string;
  user_id: string;
  business_name: string;
  appointment_date: Date;
}

export interface ReminderSchedule {
  appointmentId: string;
  userId: string;
  businessId: string;
  businessName: string;
  appointmentDate: Date;
  remindAt: Date;
}

/** SQL of appointment_reminders, always inside the caller's transaction. */
@Injectable()
export class RemindersRepository {
  /** Schedules (or re-schedules, un-cancelling) the reminder of one appointment. */
  async schedule(manager: EntityManager, r: ReminderSchedule): Promise<void> {
    await manager.query(
      `INSERT INTO appointment_reminders (appointment_id, user_id, business_id, business_name, appointment_date, remind_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (appointment_id) DO UPDATE SET appointment_date = $5, remind_at = $6, cancelled_at = NULL`,
      [r.appointmentId, r.userId, r.businessId, r.businessName, r.appointmentDate, r.remindAt],
    );
  }

  /** Cancels the appointment's reminder unless it was already sent. */
  async cancel(manager: EntityManager, appointmentId: string): Promise<void> {
    await manager.query('UPDATE appointment_reminders SET cancelled_at = now() WHERE appointment_id = $1 AND sent_at IS NULL', [
      appointmentId,
    ]);
  }

  /** Claims due reminders for this transaction (SKIP LOCKED: another replica takes the others). */
  claimDue(manager: EntityManager, limit: number): Promise<DueReminder[]> {
    return manager.query(
      `SELECT id, appointment_id, user_id, business_name, appointment_date FROM appointment_reminders
        WHERE remind_at <= now() AND sent_at IS NULL AND cancelled_at IS NULL
        ORDER BY remind_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE appointment_reminders SET sent_at = now() WHERE id = $1', [id]);
  }
}
