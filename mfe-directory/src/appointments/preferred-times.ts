import { defineMessages, type IntlShape, type MessageDescriptor, type MessageValue } from 'react-intl';
import { LIMITS, PREFERRED_WINDOW_TIMES, type PreferredWindow } from '@pawpals/contracts';
import { isBeforeToday, toAppointmentIso } from './appointment-time';
import { englishIntl } from '@pawpals/ui';

const windows = defineMessages({
  morning: { id: 'directory.appointments.morning', defaultMessage: 'Morning' },
  afternoon: { id: 'directory.appointments.afternoon', defaultMessage: 'Afternoon' },
  evening: { id: 'directory.appointments.evening', defaultMessage: 'Evening' },
}) satisfies Record<PreferredWindow, MessageDescriptor>;

const messages = defineMessages<{
  readonly window: { readonly from: MessageValue; readonly until: MessageValue; readonly window: MessageValue };
  readonly preferredTime: { readonly day: MessageValue; readonly window: MessageValue };
}>({
  window: { id: 'directory.appointments.window', defaultMessage: '{window} ({from}–{until})' },
  preferredTime: { id: 'directory.appointments.preferredTime', defaultMessage: '{day} · {window}' },
});

/** "Morning (08:00–12:00)": a part of the day with the local times it stands for. */
export function windowLabel(window: PreferredWindow, intl: IntlShape = englishIntl): string {
  const { from, until } = PREFERRED_WINDOW_TIMES[window];
  return intl.formatMessage(messages.window, { window: intl.formatMessage(windows[window]), from, until });
}

/** "Tue, Dec 1 · Morning (08:00–12:00)": a preferred window as the visitor reads it (libs/contracts' preferredTimeLabel). */
export function preferredTimeText(
  { date, window }: { date: string; window: PreferredWindow },
  intl: IntlShape = englishIntl,
): string {
  const day = intl.formatDate(new Date(`${date}T12:00:00Z`), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return intl.formatMessage(messages.preferredTime, { day, window: windowLabel(window, intl) });
}

/** One row of the "preferred times" list: a local date (YYYY-MM-DD, '' until chosen) and a part of the day. */
export interface PreferredTimeDraft {
  date: string;
  window: PreferredWindow;
}

export const NEW_PREFERRED_TIME: PreferredTimeDraft = { date: '', window: 'morning' };

/** The rows worth sending: dated, not in the past, each (date, window) once, at most LIMITS.preferredTimesMax. */
export function completePreferredTimes(
  rows: PreferredTimeDraft[],
  now: Date = new Date(),
): PreferredTimeDraft[] {
  const seen = new Set<string>();
  const complete: PreferredTimeDraft[] = [];
  for (const row of rows) {
    const key = `${row.date} ${row.window}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date) || isBeforeToday(row.date, now) || seen.has(key)) continue;
    seen.add(key);
    complete.push({ date: row.date, window: row.window });
  }
  return complete.slice(0, LIMITS.preferredTimesMax);
}

/** The request's appointmentDate: the start of the first preference in the visitor's time, or null without one. */
export function firstPreferredStart(rows: PreferredTimeDraft[]): string | null {
  const [first] = rows;
  return first ? toAppointmentIso(first.date, PREFERRED_WINDOW_TIMES[first.window].from) : null;
}
