import { lazy, Suspense } from 'react';
import { TrendingUp } from 'lucide-react';
import { TREND_WEEKS } from '@pawpals/contracts';
import { Card, CardContent, ScreenReaderWeekTable, Skeleton, IconCardHeader } from '@pawpals/ui';
import { LoadError } from '../../shared/AdminPage';
import { useGetAdminTrends } from './api/get-admin-trends';
import { TREND_SERIES, trendWeekLabel } from './trend-series';

// The charting library is fetched only when the dashboard shows its trends.
const TrendCharts = lazy(() => import('./TrendCharts'));

/**
 * Weekly trends (docs/decisions/0114-admin-trends.md) beside the dashboard's counters, with the numbers in a
 * visually hidden table.
 */
export function TrendsCard() {
  const trends = useGetAdminTrends();
  const weeks = trends.data?.weeks ?? [];
  return (
    <Card data-testid="trends-card">
      <IconCardHeader Icon={TrendingUp} title="Weekly Trends" as="h3" />
      <CardContent className="grid gap-4">
        {trends.isError ? (
          <LoadError what="the trends" error={trends.error} onRetry={() => trends.refetch()} />
        ) : null}
        {trends.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {trends.isSuccess ? (
          <>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <TrendCharts weeks={weeks} />
            </Suspense>
            <ScreenReaderWeekTable
              data-testid="trends-table"
              caption={`Per week, the last ${TREND_WEEKS} weeks (weeks start on Monday, UTC)`}
              weeks={weeks}
              series={TREND_SERIES}
              weekLabel={trendWeekLabel}
              cell={(week, key) => week[key]}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
