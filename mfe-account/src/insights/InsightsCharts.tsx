import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { defineMessages } from 'react-intl';
import type { InsightWeek } from '@pawpals/contracts';
import { useIntl } from '@pawpals/ui';
import { INSIGHT_SERIES, weekLabel, type InsightSeriesKey } from './insight-series';

const COLORS: Record<InsightSeriesKey, string> = {
  views: '#ea580c',
  calls: '#0284c7',
  websiteClicks: '#65a30d',
  favorites: '#db2777',
  inquiries: '#7c3aed',
  appointments: '#0d9488',
  averageRating: '#ca8a04',
};
const labelOf = (key: InsightSeriesKey) => INSIGHT_SERIES.find((s) => s.key === key)!.label;

const messages = defineMessages({
  visits: { id: 'account.insights.chartVisits', defaultMessage: 'Views, calls and website clicks' },
  interest: { id: 'account.insights.chartInterest', defaultMessage: 'Favorites, inquiries and appointments' },
  rating: { id: 'account.insights.chartRating', defaultMessage: 'Average rating of new reviews' },
});

/**
 * The charts of the insights card (Recharts). Loaded on demand by InsightsCard so the charting library
 * stays out of the first render; the same numbers are in the card's visually hidden table, so the
 * drawings themselves are hidden from screen readers.
 */
export default function InsightsCharts({ weeks }: { weeks: InsightWeek[] }) {
  const intl = useIntl();
  const data = weeks.map((w) => ({ ...w, week: weekLabel(intl, w.weekStart) }));
  const chart = (title: string, keys: InsightSeriesKey[], kind: 'line' | 'bar', domain?: [number, number]) => (
    <figure className="grid gap-2" aria-hidden="true" data-testid="insights-chart">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'line' ? (
            <LineChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" fontSize={11} />
              <YAxis allowDecimals={domain !== undefined} domain={domain} fontSize={11} />
              <Tooltip />
              <Legend />
              {keys.map((key) => (
                // Straight segments, a dot on each week (one week alone still shows) and a gap for a week without
                // a value (no reviews): no curve or bridge suggesting a trend that was not measured.
                <Line key={key} type="linear" dataKey={key} name={intl.formatMessage(labelOf(key))} stroke={COLORS[key]} strokeWidth={2} dot={{ r: 3, fill: COLORS[key] }} />
              ))}
            </LineChart>
          ) : (
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Legend />
              {keys.map((key) => (
                <Bar key={key} dataKey={key} name={intl.formatMessage(labelOf(key))} fill={COLORS[key]} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </figure>
  );
  return (
    <div className="grid gap-6">
      {chart(intl.formatMessage(messages.visits), ['views', 'calls', 'websiteClicks'], 'line')}
      {chart(intl.formatMessage(messages.interest), ['favorites', 'inquiries', 'appointments'], 'bar')}
      {chart(intl.formatMessage(messages.rating), ['averageRating'], 'line', [0, 5])}
    </div>
  );
}
