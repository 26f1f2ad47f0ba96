import { defineMessage, type IntlShape } from 'react-intl';
import type { ImportResult } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

const andMore = defineMessage<{ count: number }>({ id: 'admin.import.andMore', defaultMessage: '... and {count} more' });

/** The results panel lists up to 10 imported names, 5 duplicates and 5 errors. */
export const RESULTS_PANEL_LIMITS = { imported: 10, duplicates: 5, errors: 5 } as const;

export interface Truncated<T> {
  shown: T[];
  /** How many were left out; the panel then says '... and n more'. */
  more: number;
}

export function truncateList<T>(items: readonly T[], max: number): Truncated<T> {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export function moreLabel(more: number, intl: IntlShape = englishIntl): string | null {
  return more > 0 ? intl.formatMessage(andMore, { count: more }) : null;
}

export interface ResultsPanelModel {
  message: string;
  imported: Truncated<string> & { total: number };
  duplicates: Truncated<string> & { total: number };
  errors: Truncated<string> & { total: number };
}

/** What the panel shows for an import answer. */
export function resultsPanelModel(result: ImportResult): ResultsPanelModel {
  const section = (names: string[], max: number) => ({ ...truncateList(names, max), total: names.length });
  return {
    message: result.message,
    imported: section(result.imported.map((b) => b.name), RESULTS_PANEL_LIMITS.imported),
    duplicates: section(result.duplicates.map((b) => b.name), RESULTS_PANEL_LIMITS.duplicates),
    errors: section(result.errors.map((e) => `${e.name}: ${e.error}`), RESULTS_PANEL_LIMITS.errors),
  };
}
