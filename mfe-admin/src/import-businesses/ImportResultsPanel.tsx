import { AlertTriangle, CheckCircle2, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import type { ImportResult } from '@pawpals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useIntl } from '@pawpals/ui';
import { moreLabel, resultsPanelModel, type Truncated } from './results-panel';

const messages = defineMessages({
  title: { id: 'admin.import.resultsTitle', defaultMessage: 'Import Results' },
  imported: { id: 'admin.import.imported', defaultMessage: 'Imported' },
  duplicates: { id: 'admin.import.duplicates', defaultMessage: 'Duplicates' },
  errors: { id: 'admin.import.errors', defaultMessage: 'Errors' },
});
const heading = defineMessage<{ title: MessageValue; total: number }>({ id: 'admin.import.sectionHeading', defaultMessage: '{title} ({total})' });

function Section({ title, icon, list, tone }: { title: string; icon: ReactNode; list: Truncated<string> & { total: number }; tone: string }) {
  const intl = useIntl();
  if (list.total === 0) return null;
  const more = moreLabel(list.more, intl);
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className={`flex items-center gap-2 text-sm font-bold ${tone}`}>
        {icon} {intl.formatMessage(heading, { title, total: list.total })}
      </h3>
      <ul className="grid gap-1 pl-6 text-sm">
        {list.shown.map((name, i) => (
          <li key={`${i}-${name}`} className="list-disc">
            {name}
          </li>
        ))}
      </ul>
      {more ? <p className="pl-6 text-sm text-muted-foreground">{more}</p> : null}
    </section>
  );
}

/** The import results panel: up to 10 imported, 5 duplicates, 5 errors, then '... and n more'. */
export function ImportResultsPanel({ result }: { result: ImportResult }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const model = resultsPanelModel(result);
  return (
    <Card data-testid="import-results">
      <CardHeader>
        <CardTitle>{t(messages.title)}</CardTitle>
        <CardDescription>{model.message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        <Section title={t(messages.imported)} icon={<CheckCircle2 className="size-4" aria-hidden="true" />} list={model.imported} tone="text-emerald-800" />
        <Section title={t(messages.duplicates)} icon={<Copy className="size-4" aria-hidden="true" />} list={model.duplicates} tone="text-amber-900" />
        <Section title={t(messages.errors)} icon={<AlertTriangle className="size-4" aria-hidden="true" />} list={model.errors} tone="text-red-800" />
      </CardContent>
    </Card>
  );
}
