import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';

const messages = defineMessages({
  weekOf: { id: 'ui.weekTable.weekOf', defaultMessage: 'Week of' },
});

/**
 * The figures behind a weekly chart as a table only screen readers read: one row per week, one column
 * per series. Hidden by its wrapper, since a table itself ignores the 1 px width and would widen the
 * page on phones.
 */
export function ScreenReaderWeekTable<W extends { weekStart: string }, K extends string>({
  caption,
  weeks,
  series,
  weekLabel,
  cell,
  'data-testid': testId,
}: {
  caption: string;
  weeks: readonly W[];
  series: readonly { key: K; label: string }[];
  weekLabel: (weekStart: string) => string;
  cell: (week: W, key: K) => ReactNode;
  'data-testid'?: string;
}) {
  const intl = useIntl();
  return (
    <div className="sr-only">
      <table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.weekOf)}</th>
            {series.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart)}</th>
              {series.map(({ key }) => (
                <td key={key}>{cell(week, key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
