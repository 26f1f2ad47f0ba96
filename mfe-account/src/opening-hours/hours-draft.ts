import { defineMessages } from 'react-intl';
import {
  businessHoursInputSchema,
  WEEKDAY_NAMES,
  type BodyOf,
  type BusinessDetail,
} from '@pawpals/contracts';

export interface RangeDraft {
  open: string;
  close: string;
}
export interface ClosureDraft {
  date: string;
  note: string;
}
/** The /my-business hours form: seven days (0 = Sunday) of ranges, closures, and a zone ('' = from the address). */
export interface HoursDraft {
  days: RangeDraft[][];
  closures: ClosureDraft[];
  timeZone: string;
}

const messages = defineMessages({
  weekdays: { id: 'account.hours.presetWeekdays', defaultMessage: 'Weekdays' },
  weekdaysHint: { id: 'account.hours.presetWeekdaysHint', defaultMessage: "Monday's hours on Monday–Friday" },
  everyDay: { id: 'account.hours.presetEveryDay', defaultMessage: 'Every day' },
  everyDayHint: { id: 'account.hours.presetEveryDayHint', defaultMessage: "Monday's hours on all seven days" },
  closedWeekends: { id: 'account.hours.presetClosedWeekends', defaultMessage: 'Closed weekends' },
  closedWeekendsHint: { id: 'account.hours.presetClosedWeekendsHint', defaultMessage: 'Saturday and Sunday closed' },
});

export const NEW_RANGE: RangeDraft = { open: '09:00', close: '17:00' };

/** The form as the business's saved hours fill it. */
export function draftFromBusiness(business: Pick<BusinessDetail, 'hours' | 'timeZone'>): HoursDraft {
  const days: RangeDraft[][] = Array.from({ length: 7 }, () => []);
  for (const r of business.hours.weekly) days[r.day].push({ open: r.open, close: r.close });
  return {
    days,
    closures: business.hours.closures.map((c) => ({ date: c.date, note: c.note ?? '' })),
    timeZone: business.timeZone ?? '',
  };
}

/** PUT /api/my-business/hours: every range as typed (the server refuses overlaps), blank notes and zone left out. */
export function toHoursBody(draft: HoursDraft): BodyOf<'setBusinessHours'> {
  return {
    ...(draft.timeZone.trim() ? { timeZone: draft.timeZone.trim() } : {}),
    weekly: draft.days.flatMap((ranges, day) =>
      ranges.map((r) => ({ day, open: r.open.trim(), close: r.close.trim() })),
    ),
    closures: draft.closures
      .filter((c) => c.date)
      .map((c) => (c.note.trim() ? { date: c.date, note: c.note.trim() } : { date: c.date })),
  };
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

/** Monday's ranges (09:00–17:00 when Monday has none yet), fresh copies for each day. */
const mondayOrDefault = (draft: HoursDraft) =>
  (draft.days[1].length ? draft.days[1] : [NEW_RANGE]).map((r) => ({ ...r }));

/**
 * The hours presets (docs/decisions/0125-booking-a-clinic-without-hours-the-owners-hours-insights.md): each
 * changes only the days it names, so they combine.
 */
export const HOURS_PRESETS = [
  {
    label: messages.weekdays,
    hint: messages.weekdaysHint,
    apply: (draft: HoursDraft): HoursDraft => ({
      ...draft,
      days: draft.days.map((ranges, day) => (WEEKDAYS.includes(day) ? mondayOrDefault(draft) : ranges)),
    }),
  },
  {
    label: messages.everyDay,
    hint: messages.everyDayHint,
    apply: (draft: HoursDraft): HoursDraft => ({
      ...draft,
      days: draft.days.map(() => mondayOrDefault(draft)),
    }),
  },
  {
    label: messages.closedWeekends,
    hint: messages.closedWeekendsHint,
    apply: (draft: HoursDraft): HoursDraft => ({
      ...draft,
      days: draft.days.map((ranges, day) => (WEEKEND.includes(day) ? [] : ranges)),
    }),
  },
] as const;

/** What is wrong with the form, by the day it is on (the day name dropped) and otherwise (closures, zone). */
export interface HoursProblems {
  byDay: string[][];
  other: string[];
}

/** The day a server message names first ("Monday: …"), with the message without it; else day null. */
export function splitDayMessage(message: string): { day: number | null; text: string } {
  const day = WEEKDAY_NAMES.findIndex((name) => message.startsWith(`${name}: `));
  return day < 0 ? { day: null, text: message } : { day, text: message.slice(WEEKDAY_NAMES[day].length + 2) };
}

/**
 * The draft checked by the same schema the server applies, each problem placed on the day its range is
 * on, so the owner sees it where it is rather than at the bottom of a long card. Empty when it can be sent.
 */
export function hoursProblemsOf(draft: HoursDraft): HoursProblems {
  const body = toHoursBody(draft);
  const problems: HoursProblems = { byDay: draft.days.map(() => []), other: [] };
  const parsed = businessHoursInputSchema.safeParse(body);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [list, index] = issue.path;
    const range = list === 'weekly' && typeof index === 'number' ? body.weekly[index] : undefined;
    const { day, text } = splitDayMessage(issue.message);
    const onDay = range?.day ?? day;
    if (onDay === null || onDay === undefined) problems.other.push(issue.message);
    else if (!problems.byDay[onDay].includes(text)) problems.byDay[onDay].push(text);
  }
  return problems;
}

export const hasProblems = (p: HoursProblems) => p.other.length > 0 || p.byDay.some((d) => d.length > 0);
