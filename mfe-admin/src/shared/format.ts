import type { IntlShape } from 'react-intl';
import { englishIntl } from '@pawpals/ui';

/** Date formats of the admin pages, in the page's language ("Nov 20, 2026"). */
export function formatDate(iso: string, intl: IntlShape = englishIntl): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : intl.formatDate(d, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Nov 20, 2026, 10:00 AM". */
export function formatDateTime(iso: string, intl: IntlShape = englishIntl): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : intl.formatDate(d, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Typography, not words: what an empty field shows, the dot between two facts, a space between two elements. */
export const NONE = '—';
export const DOT = '·';
export const SPACE = ' ';

/** "pet_store" → "Pet Store". */
export function titleCase(value: string): string {
  return value
    .split('_')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}
