import type { BodyOf, BusinessDetail } from '@pawpals/contracts';

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

/** Monday's ranges copied to Tuesday–Friday (a shortcut for the usual week). */
export function copyMondayToWeekdays(draft: HoursDraft): HoursDraft {
  return {
    ...draft,
    days: draft.days.map((ranges, day) =>
      day >= 2 && day <= 5 ? draft.days[1].map((r) => ({ ...r })) : ranges,
    ),
  };
}
