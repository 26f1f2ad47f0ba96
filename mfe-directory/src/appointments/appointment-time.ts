/** Date and time helpers of the Book an Appointment dialog. All in the visitor's local time. */
import { defineMessages, type IntlShape, type MessageValue } from 'react-intl';
import { englishIntl } from '@pawpals/ui';

const messages = defineMessages<{
  readonly summary: { readonly date: MessageValue; readonly time: MessageValue };
}>({
  summary: { id: 'directory.appointments.summary', defaultMessage: '{date} at {time}' },
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in local time: the date input's `min` (the date cannot be earlier than today). */
export function todayInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a YYYY-MM-DD date is before today (local). */
export function isBeforeToday(date: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date < todayInputValue(now);
}

/** The chosen local date and HH:MM time as an ISO timestamp (appointmentDate), or null when incomplete or invalid. */
export function toAppointmentIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(local.getTime()) || local.getDate() !== Number(d[3])) return null;
  return local.toISOString();
}

/** Appointment times with two-digit hour and minute: 9:05 → "09:05", 14:30 → "14:30". */
export function formatAppointmentTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Tuesday, June 3, 2025 at 09:30" for the dialog's summary. */
export function formatAppointmentSummary(iso: string, intl: IntlShape = englishIntl): string {
  const d = new Date(iso);
  const date = intl.formatDate(d, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return intl.formatMessage(messages.summary, { date, time: formatAppointmentTime(d) });
}

/** Optional text sent as null when empty (pet name, reason). */
export const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;
