import type { IntlShape } from 'react-intl';
import { formatPetDate } from '@pawpals/contracts';
import { languageOf } from '../i18n/intl';

/**
 * A pet's last-seen date in the page's language: "Mar 5, 2026" / "5 mar 2026" ('short'), "Thursday, March 5,
 * 2026" / "jueves, 5 de marzo de 2026" ('long'): libs/contracts formatPetDate, written out so the board's first
 * render builds no Intl formatter, and the very words of the gateway's first screen in either language.
 */
export function petDate(iso: string | null | undefined, intl: Pick<IntlShape, 'locale'>, style: 'short' | 'long' = 'long'): string | null {
  return formatPetDate(iso, style, languageOf(intl));
}
