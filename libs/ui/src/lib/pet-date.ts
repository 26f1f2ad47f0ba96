import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, formatPetDate } from '@pawpals/contracts';

const DATE_ONLY = /T00:00:00(\.000)?Z$/;

/**
 * A pet's last-seen date in the page's language: "Mar 5, 2026" / "5 mar 2026" ('short'), "Thursday, March 5,
 * 2026" ('long'). English keeps libs/contracts formatPetDate, written out so the board's first render builds no
 * Intl formatter (and the same words as the gateway's first screen); another language uses the page's Intl.
 * A chosen day (midnight UTC) is shown in UTC, a full timestamp in local time, as formatPetDate does.
 */
export function petDate(iso: string | null | undefined, intl: IntlShape, style: 'short' | 'long' = 'long'): string | null {
  if (intl.locale === DEFAULT_LOCALE) return formatPetDate(iso, style);
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return intl.formatDate(date, {
    ...(style === 'long' ? { weekday: 'long', month: 'long' } : { month: 'short' }),
    day: 'numeric',
    year: 'numeric',
    ...(DATE_ONLY.test(iso) ? { timeZone: 'UTC' } : {}),
  });
}
