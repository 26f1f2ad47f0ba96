import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import type { BusinessHours } from '@pawpals/contracts';
import { weekdayText } from '../shared/labels';
import { englishIntl } from '@pawpals/ui';

const messages = defineMessages<{
  readonly closesMidnight: NoMessageValues;
  readonly closesAt: { readonly time: MessageValue };
  readonly opensAt: { readonly time: MessageValue };
  readonly opensTomorrow: { readonly time: MessageValue };
  readonly opensOn: { readonly time: MessageValue; readonly weekday: MessageValue };
  readonly closed: NoMessageValues;
  readonly closedNote: { readonly note: MessageValue };
}>({
  closesMidnight: { id: 'directory.hours.closesMidnight', defaultMessage: 'Closes at midnight' },
  closesAt: { id: 'directory.hours.closesAt', defaultMessage: 'Closes at {time}' },
  opensAt: { id: 'directory.hours.opensAt', defaultMessage: 'Opens at {time}' },
  opensTomorrow: { id: 'directory.hours.opensTomorrow', defaultMessage: 'Opens tomorrow at {time}' },
  opensOn: { id: 'directory.hours.opensOn', defaultMessage: 'Opens {weekday} at {time}' },
  closed: { id: 'directory.hours.closed', defaultMessage: 'Closed' },
  closedNote: { id: 'directory.hours.closedNote', defaultMessage: 'Closed ({note})' },
});

/** A moment as the business's clock shows it. */
interface LocalClock {
  /** YYYY-MM-DD in the business's zone. */
  date: string;
  /** 0 = Sunday. */
  day: number;
  /** Minutes after local midnight. */
  minute: number;
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

// One formatter per zone: building one costs about a millisecond on a slow phone.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = clockFormat(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
}

/** The calendar date `days` after a YYYY-MM-DD date. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const rangesOf = (hours: BusinessHours, day: number, date: string) =>
  hours.closures.some((c) => c.date === date)
    ? []
    : hours.weekly.filter((r) => r.day === day).sort((a, b) => toMinutes(a.open) - toMinutes(b.open));

export interface OpeningStatus {
  openNow: boolean;
  /** "Closes at 18:00", "Opens at 14:00", "Opens tomorrow at 09:00", "Opens Monday at 09:00" or "Closed". */
  next: string;
}

/**
 * Whether a business is open at `now` in its own zone, and when that changes, in the words of its
 * page. Null when it lists no hours at all.
 */
export function openingStatus(
  hours: BusinessHours,
  timeZone: string,
  now: Date,
  intl: IntlShape = englishIntl,
): OpeningStatus | null {
  if (!hours.weekly.length) return null;
  const here = localClock(now, timeZone);
  const today = rangesOf(hours, here.day, here.date);
  const current = today.find((r) => toMinutes(r.open) <= here.minute && here.minute < toMinutes(r.close));
  if (current)
    return {
      openNow: true,
      next:
        current.close === '24:00'
          ? intl.formatMessage(messages.closesMidnight)
          : intl.formatMessage(messages.closesAt, { time: current.close }),
    };
  const later = today.find((r) => toMinutes(r.open) > here.minute);
  if (later) return { openNow: false, next: intl.formatMessage(messages.opensAt, { time: later.open }) };
  for (let ahead = 1; ahead <= 14; ahead++) {
    const day = (here.day + ahead) % 7;
    const [first] = rangesOf(hours, day, addDays(here.date, ahead));
    if (first)
      return {
        openNow: false,
        next:
          ahead === 1
            ? intl.formatMessage(messages.opensTomorrow, { time: first.open })
            : intl.formatMessage(messages.opensOn, { weekday: weekdayText(day, intl), time: first.open }),
      };
  }
  return { openNow: false, next: intl.formatMessage(messages.closed) };
}

/** "09:00–12:00, 13:00–18:00", or "Closed" (with the closure's note when it is one). */
export function dayHoursText(hours: BusinessHours, day: number, date?: string, intl: IntlShape = englishIntl): string {
  const closure = date ? hours.closures.find((c) => c.date === date) : undefined;
  if (closure)
    return closure.note
      ? intl.formatMessage(messages.closedNote, { note: closure.note })
      : intl.formatMessage(messages.closed);
  const ranges = rangesOf(hours, day, '');
  return ranges.length
    ? ranges.map((r) => `${r.open}–${r.close}`).join(', ')
    : intl.formatMessage(messages.closed);
}

/** Today's hours in the business's zone. */
export function todayHoursText(hours: BusinessHours, timeZone: string, now: Date, intl: IntlShape = englishIntl): string {
  const here = localClock(now, timeZone);
  return dayHoursText(hours, here.day, here.date, intl);
}
