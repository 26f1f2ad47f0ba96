import { lazy, Suspense } from 'react';
import { ChartLine } from 'lucide-react';
import { INSIGHT_WEEKS } from '@pawpals/contracts';
import { Card, CardContent, CardDescription, InlineAlert, ScreenReaderWeekTable, Skeleton, IconCardHeader } from '@pawpals/ui';
import { useGetBusinessInsights } from './api/get-business-insights';
import { INSIGHT_SERIES, insightCell, thisWeek, weekLabel } from './insight-series';

// The charting library is fetched only when the card renders, never with the first page load.
const InsightsCharts = lazy(() => import('./InsightsCharts'));

/**
 * Insights (docs/decisions/0113-owner-insights.md) on /my-business: this week's figures, the last 12 weeks as
 * charts, and the same numbers as a visually hidden table for screen readers.
 */
export function InsightsCard() {
  const insights = useGetBusinessInsights();
  const weeks = insights.data?.weeks ?? [];
  return (
    <Card data-testid="insights-card">
      <IconCardHeader Icon={ChartLine} title="Insights">
        <CardDescription>
          How your listing did over the last {INSIGHT_WEEKS} weeks (weeks start on Monday, UTC).
        </CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-6">
        {insights.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {insights.isError ? (
          <InlineAlert>
            We could not load your insights. Please try again.
          </InlineAlert>
        ) : null}
        {insights.isSuccess ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="This week">
              {INSIGHT_SERIES.map(({ key, label }) => {
                const value = thisWeek(weeks, key);
                return (
                  <div key={key} className="rounded-2xl bg-muted/60 p-3" data-testid={`insight-${key}`}>
                    <dt className="text-xs text-muted-foreground">{label} this week</dt>
                    <dd className="text-2xl font-bold">
                      {value === null ? '–' : key === 'averageRating' ? value.toFixed(1) : value}
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
              caption={`Your listing per week, the last ${INSIGHT_WEEKS} weeks`}
              weeks={weeks}
              series={INSIGHT_SERIES}
              weekLabel={weekLabel}
              cell={insightCell}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
