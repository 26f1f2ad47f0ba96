import { PRICE_RANGE_SYMBOLS, type PriceRange } from '@pawpals/contracts';
import { categoryLabel } from '@pawpals/ui';
import { DEFAULT_FILTERS, type ServicesFilters } from './search-params';

export const MIN_RATING_LABELS: Record<string, string> = {
  '0': 'Any rating',
  '3': '3+ stars',
  '4': '4+ stars',
  '4.5': '4.5+ stars',
};
export const DISTANCE_LABELS: Record<string, string> = {
  '0': 'Any distance',
  '5': 'Within 5 miles',
  '10': 'Within 10 miles',
  '25': 'Within 25 miles',
  '50': 'Within 50 miles',
};

/** "$$ Moderate": the price filter's option label. */
export function priceFilterLabel(price: PriceRange): string {
  return `${PRICE_RANGE_SYMBOLS[price]} ${price.charAt(0).toUpperCase()}${price.slice(1)}`;
}

/**
 * The filters in use, in the form's order, each with the words of its chip (the phone's filter bar)
 * and the patch that removes it.
 */
export function activeServicesFilters(filters: ServicesFilters): { key: keyof ServicesFilters; label: string; clear: Partial<ServicesFilters> }[] {
  const chips: { key: keyof ServicesFilters; label: string }[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”` });
  if (filters.city) chips.push({ key: 'city', label: filters.city });
  if (filters.category !== 'all') chips.push({ key: 'category', label: categoryLabel(filters.category) });
  if (filters.priceRange !== 'all') chips.push({ key: 'priceRange', label: priceFilterLabel(filters.priceRange) });
  if (filters.minRating) chips.push({ key: 'minRating', label: MIN_RATING_LABELS[String(filters.minRating)] });
  if (filters.distance) chips.push({ key: 'distance', label: DISTANCE_LABELS[String(filters.distance)] });
  if (filters.openNow) chips.push({ key: 'openNow', label: 'Open now' });
  return chips.map((chip) => ({ ...chip, clear: { [chip.key]: DEFAULT_FILTERS[chip.key] } }));
}
