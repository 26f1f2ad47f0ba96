import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import { PRICE_RANGE_SYMBOLS, type PriceRange } from '@pawpals/contracts';
import { DEFAULT_FILTERS, type ServicesFilters } from './search-params';
import { categoryLabel, englishIntl, priceRangeName } from '@pawpals/ui';

const messages = defineMessages<{
  readonly anyRating: NoMessageValues;
  readonly minRating: { readonly rating: MessageValue };
  readonly anyDistance: NoMessageValues;
  readonly within: { readonly miles: number | bigint };
  readonly query: { readonly query: MessageValue };
  readonly openNow: NoMessageValues;
}>({
  anyRating: { id: 'directory.filters.anyRating', defaultMessage: 'Any rating' },
  minRating: { id: 'directory.filters.minRating', defaultMessage: '{rating}+ stars' },
  anyDistance: { id: 'directory.filters.anyDistance', defaultMessage: 'Any distance' },
  within: { id: 'directory.filters.within', defaultMessage: '{miles, plural, one {Within # mile} other {Within # miles}}' },
  query: { id: 'directory.filters.queryChip', defaultMessage: '“{query}”' },
  openNow: { id: 'directory.filters.openNow', defaultMessage: 'Open now' },
});

/** "Any rating", "4.5+ stars": the minimum rating filter's option label. */
export function minRatingLabel(rating: number, intl: IntlShape = englishIntl): string {
  return rating ? intl.formatMessage(messages.minRating, { rating }) : intl.formatMessage(messages.anyRating);
}

/** "Any distance", "Within 10 miles": the distance filter's option label. */
export function distanceLabel(miles: number, intl: IntlShape = englishIntl): string {
  return miles ? intl.formatMessage(messages.within, { miles }) : intl.formatMessage(messages.anyDistance);
}

/** "$$ Moderate": the price filter's option label. */
export function priceFilterLabel(price: PriceRange, intl: IntlShape = englishIntl): string {
  return `${PRICE_RANGE_SYMBOLS[price]} ${priceRangeName(price, intl)}`;
}

/** "Open now": the open-now switch and its chip. */
export const openNowMessage = messages.openNow;

/**
 * The filters in use, in the form's order, each with the words of its chip (the phone's filter bar)
 * and the patch that removes it.
 */
export function activeServicesFilters(
  filters: ServicesFilters,
  intl: IntlShape = englishIntl,
): { key: keyof ServicesFilters; label: string; clear: Partial<ServicesFilters> }[] {
  const chips: { key: keyof ServicesFilters; label: string }[] = [];
  if (filters.q) chips.push({ key: 'q', label: intl.formatMessage(messages.query, { query: filters.q }) });
  if (filters.city) chips.push({ key: 'city', label: filters.city });
  if (filters.category !== 'all') chips.push({ key: 'category', label: categoryLabel(filters.category, intl) });
  if (filters.priceRange !== 'all') chips.push({ key: 'priceRange', label: priceFilterLabel(filters.priceRange, intl) });
  if (filters.minRating) chips.push({ key: 'minRating', label: minRatingLabel(filters.minRating, intl) });
  if (filters.distance) chips.push({ key: 'distance', label: distanceLabel(filters.distance, intl) });
  if (filters.openNow) chips.push({ key: 'openNow', label: intl.formatMessage(messages.openNow) });
  return chips.map((chip) => ({ ...chip, clear: { [chip.key]: DEFAULT_FILTERS[chip.key] } }));
}
