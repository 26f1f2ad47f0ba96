import { lazy, Suspense } from 'react';
import { ChartLine } from 'lucide-react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { INSIGHT_WEEKS } from '@pawpals/contracts';
import { Card, CardContent, CardDescription, InlineAlert, ScreenReaderWeekTable, Skeleton, IconCardHeader, useIntl } from '@pawpals/ui';
import { useGetBusinessInsights } from './api/get-business-insights';
import { formatFigure, INSIGHT_SERIES, insightCell, thisWeek, weekLabel } from './insight-series';
import { NO_FIGURE } from '../shared/messages';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: { readonly weeks: MessageValue };
  readonly loadFailed: NoMessageValues;
  readonly thisWeek: NoMessageValues;
  readonly figureThisWeek: { readonly figure: MessageValue };
  readonly tableCaption: { readonly weeks: MessageValue };
}>({
  title: { id: 'account.insights.title', defaultMessage: 'Insights' },
  description: {
    id: 'account.insights.description',
    defaultMessage: 'How your listing did over the last {weeks} weeks (weeks start on Monday, UTC).',
  },
  loadFailed: { id: 'account.insights.loadFailed', defaultMessage: 'We could not load your insights. Please try again.' },
  thisWeek: { id: 'account.insights.thisWeek', defaultMessage: 'This week' },
  figureThisWeek: { id: 'account.insights.figureThisWeek', defaultMessage: '{figure} this week' },
  tableCaption: { id: 'account.insights.tableCaption', defaultMessage: 'Your listing per week, the last {weeks} weeks' },
});

// The charting library is fetched only when the card renders, never with the first page load.
const InsightsCharts = lazy(() => import('./InsightsCharts'));

/**
 * Insights (docs/decisions/0113-owner-insights.md) on /my-business: this week's figures, the last 12 weeks as
 * charts, and the same numbers as a visually hidden table for screen readers.
 */
export function InsightsCard() {
  const intl = useIntl();
  const insights = useGetBusinessInsights();
  const weeks = insights.data?.weeks ?? [];
  return (
    <Card data-testid="insights-card">
      <IconCardHeader Icon={ChartLine} title={intl.formatMessage(messages.title)}>
        <CardDescription>{intl.formatMessage(messages.description, { weeks: INSIGHT_WEEKS })}</CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-6">
        {insights.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {insights.isError ? (
          <InlineAlert>
            {intl.formatMessage(messages.loadFailed)}
          </InlineAlert>
        ) : null}
        {insights.isSuccess ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={intl.formatMessage(messages.thisWeek)}>
              {INSIGHT_SERIES.map(({ key, label }) => {
                const value = thisWeek(weeks, key);
                return (
                  <div key={key} className="rounded-2xl bg-muted/60 p-3" data-testid={`insight-${key}`}>
                    <dt className="text-xs text-muted-foreground">
                      {intl.formatMessage(messages.figureThisWeek, { figure: intl.formatMessage(label) })}
                    </dt>
                    <dd className="text-2xl font-bold">
                      {value === null ? NO_FIGURE : formatFigure(intl, key, value)}
                    </dd>
                  </div>
                );
              })}
            </dl>
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <InsightsCharts weeks={weeks} />
            </Suspense>
            <ScreenReaderWeekTable
              data-testid="insights-table"
              caption={intl.formatMessage(messages.tableCaption, { weeks: INSIGHT_WEEKS })}
              weeks={weeks}
              series={INSIGHT_SERIES.map(({ key, label }) => ({ key, label: intl.formatMessage(label) }))}
              weekLabel={(weekStart) => weekLabel(intl, weekStart)}
              cell={(week, key) => insightCell(intl, week, key)}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
