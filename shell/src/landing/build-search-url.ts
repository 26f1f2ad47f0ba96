import type { BusinessCategory } from '@pawpals/contracts';

export type CategoryChoice = BusinessCategory | 'all';

/**
 * Hero search target (docs/product.md#landing-page): /services?q=…&category=…, category omitted for all, q
 * omitted when blank.
 */
export function buildSearchUrl(query: string, category: CategoryChoice): string {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  const search = params.toString();
  return search ? `/services?${search}` : '/services';
}
