import { BUSINESS_CATEGORIES, type BusinessCategory } from '@pawpals/contracts';

export interface ServicesSearch {
  q: string;
  category: BusinessCategory | 'all';
}

/** Reads q and category from the query string (SPEC §2.4); unknown categories mean all. */
export function readServicesSearch(params: URLSearchParams): ServicesSearch {
  const raw = params.get('category');
  const category = (BUSINESS_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as BusinessCategory) : 'all';
  return { q: params.get('q')?.trim() ?? '', category };
}
