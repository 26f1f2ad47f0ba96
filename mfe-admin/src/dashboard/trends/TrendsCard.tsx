import { lazy, Suspense } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { TrendingUp } from 'lucide-react';
import { TREND_WEEKS } from '@pawpals/contracts';
import { Card, CardContent, ScreenReaderWeekTable, Skeleton, IconCardHeader, useIntl } from '@pawpals/ui';
import { LoadError } from '../../shared/AdminPage';
import { useGetAdminTrends } from './api/get-admin-trends';
import { trendSeries, trendWeekLabel } from './trend-series';

const messages = defineMessages({
  title: { id: 'admin.trends.title', defaultMessage: 'Weekly Trends' },
  what: { id: 'admin.trends.loadWhat', defaultMessage: 'the trends' },
});
const caption = defineMessage<{ weeks: number }>({ id: 'admin.trends.caption', defaultMessage: 'Per week, the last {weeks} weeks (weeks start on Monday, UTC)' });

// The charting library is fetched only when the dashboard shows its trends.
const TrendCharts = lazy(() => import('./TrendCharts'));

/**
 * Weekly trends (docs/decisions/0114-admin-trends.md) beside the dashboard's counters, with the numbers in a
 * visually hidden table.
 */
export function TrendsCard() {
  const intl = useIntl();
  const trends = useGetAdminTrends();
  const weeks = trends.data?.weeks ?? [];
  return (
    <Card data-testid="trends-card">
      <IconCardHeader Icon={TrendingUp} title={intl.formatMessage(messages.title)} as="h3" />
      <CardContent className="grid gap-4">
        {trends.isError ? (
          <LoadError what={intl.formatMessage(messages.what)} error={trends.error} onRetry={() => trends.refetch()} />
        ) : null}
        {trends.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {trends.isSuccess ? (
          <>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <TrendCharts weeks={weeks} />
            </Suspense>
            <ScreenReaderWeekTable
              data-testid="trends-table"
              caption={intl.formatMessage(caption, { weeks: TREND_WEEKS })}
              weeks={weeks}
              series={trendSeries(intl)}
              weekLabel={(weekStart) => trendWeekLabel(weekStart, intl)}
              cell={(week, key) => week[key]}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
