import type { InsightWeek } from '@pawpals/contracts';

/** The figures of the insights card, in the order of its charts and its table's columns. */
export const INSIGHT_SERIES = [
  { key: 'views', label: 'Profile views' },
  { key: 'calls', label: 'Calls' },
  { key: 'websiteClicks', label: 'Website clicks' },
  { key: 'favorites', label: 'Favorites' },
  { key: 'inquiries', label: 'Inquiries' },
  { key: 'appointments', label: 'Appointments' },
  { key: 'averageRating', label: 'Average rating' },
] as const satisfies readonly { key: keyof InsightWeek; label: string }[];

export type InsightSeriesKey = (typeof INSIGHT_SERIES)[number]['key'];

/** "Nov 23" for the week starting on that Monday (UTC, as the server names weeks). */
export function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A cell of the screen-reader table: counts as they are, a rating with one decimal, "no reviews" without one. */
export function insightCell(week: InsightWeek, key: InsightSeriesKey): string {
  const value = week[key];
  if (value === null) return 'no reviews';
  return key === 'averageRating' ? value.toFixed(1) : String(value);
}

/** The current week's figure (the last week of the answer), 0 or null without weeks. */
export function thisWeek(weeks: readonly InsightWeek[], key: InsightSeriesKey): number | null {
  return weeks.length ? weeks[weeks.length - 1][key] : key === 'averageRating' ? null : 0;
}
