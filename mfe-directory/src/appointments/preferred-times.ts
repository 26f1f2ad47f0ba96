import { LIMITS, PREFERRED_WINDOW_TIMES, type PreferredWindow } from '@pawpals/contracts';
import { isBeforeToday, toAppointmentIso } from './appointment-time';

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
