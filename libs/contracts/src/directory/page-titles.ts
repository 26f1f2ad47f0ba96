/** The words of a business page's title and About card (see ../shared/page-titles.ts for every other page). */
import type { Business } from './entities';
import { BUSINESS_CATEGORY_LABELS } from './enums';

/** What a business page's About card says (the page draws it; the gateway puts it in the page's first screen). */
export function businessAboutText(b: Pick<Business, 'description'>): string {
  return b.description?.trim() || 'This business hasn’t added a description yet.';
}

/** "Happy Paws — Groomer in Austin, TX". */
export function businessPageTitle(b: Pick<Business, 'name' | 'category' | 'city' | 'state'>): string {
  const where = [b.city, b.state].filter(Boolean).join(', ');
  return `${b.name} — ${BUSINESS_CATEGORY_LABELS[b.category]}${where ? ` in ${where}` : ''}`;
}
