import { AlertTriangle, CheckCircle2, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ImportResult } from '@pawpals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pawpals/ui';
import { moreLabel, resultsPanelModel, type Truncated } from './results-panel';

function Section({ title, icon, list, tone }: { title: string; icon: ReactNode; list: Truncated<string> & { total: number }; tone: string }) {
  if (list.total === 0) return null;
  const more = moreLabel(list.more);
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className={`flex items-center gap-2 text-sm font-bold ${tone}`}>
        {icon} {title} ({list.total})
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
  const model = resultsPanelModel(result);
  return (
    <Card data-testid="import-results">
      <CardHeader>
        <CardTitle>Import Results</CardTitle>
        <CardDescription>{model.message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        <Section title="Imported" icon={<CheckCircle2 className="size-4" aria-hidden="true" />} list={model.imported} tone="text-emerald-800" />
        <Section title="Duplicates" icon={<Copy className="size-4" aria-hidden="true" />} list={model.duplicates} tone="text-amber-900" />
        <Section title="Errors" icon={<AlertTriangle className="size-4" aria-hidden="true" />} list={model.errors} tone="text-red-800" />
      </CardContent>
    </Card>
  );
}
