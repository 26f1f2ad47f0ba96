import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { TrendWeek } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

const labels = defineMessages({
  newMembers: { id: 'admin.trends.newMembers', defaultMessage: 'New members' },
  newBusinesses: { id: 'admin.trends.newBusinesses', defaultMessage: 'New businesses' },
  posts: { id: 'admin.trends.posts', defaultMessage: 'Lost & found posts' },
  reunions: { id: 'admin.trends.reunions', defaultMessage: 'Reunions' },
  appointments: { id: 'admin.trends.appointments', defaultMessage: 'Appointments' },
});

/** The dashboard's weekly trends, in the order of their charts and the table's columns. */
export const TREND_SERIES = [
  { key: 'newMembers', label: labels.newMembers, color: '#0284c7' },
  { key: 'newBusinesses', label: labels.newBusinesses, color: '#ea580c' },
  { key: 'posts', label: labels.posts, color: '#059669' },
  { key: 'reunions', label: labels.reunions, color: '#db2777' },
  { key: 'appointments', label: labels.appointments, color: '#7c3aed' },
] as const satisfies readonly { key: keyof TrendWeek; label: MessageDescriptor; color: string }[];

export type TrendKey = (typeof TREND_SERIES)[number]['key'];

/** The series with their labels in the page's language (the charts' titles, the table's columns). */
export function trendSeries(intl: IntlShape = englishIntl): { key: TrendKey; label: string; color: string }[] {
  return TREND_SERIES.map(({ key, label, color }) => ({ key, label: intl.formatMessage(label), color }));
}

/** "Nov 23" for the week starting on that Monday (UTC), in the page's language. */
export function trendWeekLabel(weekStart: string, intl: IntlShape = englishIntl): string {
  return intl.formatDate(new Date(`${weekStart}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The sum of one figure over all weeks (shown beside each chart's title). */
export function trendTotal(weeks: readonly TrendWeek[], key: TrendKey): number {
  return weeks.reduce((sum, w) => sum + w[key], 0);
}
