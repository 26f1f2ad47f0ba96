import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { InsightWeek } from '@pawpals/contracts';

const messages = defineMessages({
  views: { id: 'account.insights.views', defaultMessage: 'Profile views' },
  calls: { id: 'account.insights.calls', defaultMessage: 'Calls' },
  websiteClicks: { id: 'account.insights.websiteClicks', defaultMessage: 'Website clicks' },
  favorites: { id: 'account.insights.favorites', defaultMessage: 'Favorites' },
  inquiries: { id: 'account.insights.inquiries', defaultMessage: 'Inquiries' },
  appointments: { id: 'account.insights.appointments', defaultMessage: 'Appointments' },
  averageRating: { id: 'account.insights.averageRating', defaultMessage: 'Average rating' },
  noReviews: { id: 'account.insights.noReviews', defaultMessage: 'no reviews' },
});

/** The figures of the insights card, in the order of its charts and its table's columns. */
export const INSIGHT_SERIES = [
  { key: 'views', label: messages.views },
  { key: 'calls', label: messages.calls },
  { key: 'websiteClicks', label: messages.websiteClicks },
  { key: 'favorites', label: messages.favorites },
  { key: 'inquiries', label: messages.inquiries },
  { key: 'appointments', label: messages.appointments },
  { key: 'averageRating', label: messages.averageRating },
] as const satisfies readonly { key: keyof InsightWeek; label: MessageDescriptor }[];

export type InsightSeriesKey = (typeof INSIGHT_SERIES)[number]['key'];

/** "Nov 23" for the week starting on that Monday (UTC, as the server names weeks), in the page's language. */
export function weekLabel(intl: IntlShape, weekStart: string): string {
  return intl.formatDate(new Date(`${weekStart}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A figure as the card shows it: counts as they are, a rating with one decimal in the page's language (rounded as toFixed rounds). */
export function formatFigure(intl: IntlShape, key: InsightSeriesKey, value: number): string {
  return key === 'averageRating'
    ? intl.formatNumber(Number(value.toFixed(1)), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : String(value);
}

/** A cell of the screen-reader table: counts as they are, a rating with one decimal, "no reviews" without one. */
export function insightCell(intl: IntlShape, week: InsightWeek, key: InsightSeriesKey): string {
  const value = week[key];
  if (value === null) return intl.formatMessage(messages.noReviews);
  return formatFigure(intl, key, value);
}

/** The current week's figure (the last week of the answer), 0 or null without weeks. */
export function thisWeek(weeks: readonly InsightWeek[], key: InsightSeriesKey): number | null {
  return weeks.length ? weeks[weeks.length - 1][key] : key === 'averageRating' ? null : 0;
}
