import type { TrendWeek } from '@pawpals/contracts';

/** The dashboard's weekly trends, in the order of their charts and the table's columns. */
export const TREND_SERIES = [
  { key: 'newMembers', label: 'New members', color: '#0284c7' },
  { key: 'newBusinesses', label: 'New businesses', color: '#ea580c' },
  { key: 'posts', label: 'Lost & found posts', color: '#059669' },
  { key: 'reunions', label: 'Reunions', color: '#db2777' },
  { key: 'appointments', label: 'Appointments', color: '#7c3aed' },
] as const satisfies readonly { key: keyof TrendWeek; label: string; color: string }[];

/** "Nov 23" for the week starting on that Monday (UTC). */
export function trendWeekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The sum of one figure over all weeks (shown beside each chart's title). */
export function trendTotal(weeks: readonly TrendWeek[], key: (typeof TREND_SERIES)[number]['key']): number {
  return weeks.reduce((sum, w) => sum + w[key], 0);
}
