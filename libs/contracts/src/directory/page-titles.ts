/** The words of a business page's title and About card (see ../shared/page-titles.ts for every other page). */
import type { Business } from './entities';
import { BUSINESS_CATEGORY_LABELS, BUSINESS_CATEGORY_LABELS_ES } from './enums';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';

/** What a business page's About card says (the page draws it; the gateway puts it in the page's first screen). */
export function businessAboutText(b: Pick<Business, 'description'>): string {
  return b.description?.trim() || 'This business hasn’t added a description yet.';
}

/** "Happy Paws — Groomer in Austin, TX" / "Happy Paws — Peluquería canina en Austin, TX". */
export function businessPageTitle(b: Pick<Business, 'name' | 'category' | 'city' | 'state'>, locale: Locale = DEFAULT_LOCALE): string {
  const where = [b.city, b.state].filter(Boolean).join(', ');
  if (locale === 'es') return `${b.name} — ${BUSINESS_CATEGORY_LABELS_ES[b.category]}${where ? ` en ${where}` : ''}`;
  return `${b.name} — ${BUSINESS_CATEGORY_LABELS[b.category]}${where ? ` in ${where}` : ''}`;
}
