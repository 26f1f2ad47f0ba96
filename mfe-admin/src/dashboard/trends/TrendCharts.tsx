import { defineMessage } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendWeek } from '@pawpals/contracts';
import { useIntl } from '@pawpals/ui';
import { trendSeries, trendTotal, trendWeekLabel } from './trend-series';

const inWeeks = defineMessage<{ count: number }>({ id: 'admin.trends.inWeeks', defaultMessage: '{count} in 12 weeks' });

/** One small bar chart per figure (Recharts), loaded on demand by TrendsCard; the numbers are in its hidden table. */
export default function TrendCharts({ weeks }: { weeks: TrendWeek[] }) {
  const intl = useIntl();
  const data = weeks.map((w) => ({ ...w, week: trendWeekLabel(w.weekStart, intl) }));
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {trendSeries(intl).map(({ key, label, color }) => (
        <figure key={key} className="grid gap-2" data-testid={`trend-chart-${key}`}>
          <figcaption className="flex items-baseline justify-between text-sm font-semibold">
            {label} <span className="text-muted-foreground">{intl.formatMessage(inWeeks, { count: trendTotal(weeks, key) })}</span>
          </figcaption>
          <div className="h-40 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="week" fontSize={10} />
                <YAxis allowDecimals={false} fontSize={10} />
                <Tooltip />
                <Bar dataKey={key} name={label} fill={color} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ))}
    </div>
  );
}
