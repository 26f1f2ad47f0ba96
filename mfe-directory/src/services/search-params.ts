import {
  BUSINESS_CATEGORIES,
  LIMITS,
  PRICE_RANGES,
  type BusinessCategory,
  type PriceRange,
  type QueryOf,
} from '@pawpals/contracts';
import type { LatLng } from '../shared/format';

export type CategoryFilter = BusinessCategory | 'all';
export type PriceRangeFilter = PriceRange | 'all';

/**
 * Every filter of /services (docs/product.md#directory-search). They live in the query string, so a search can be
 * shared and Back works.
 */
export interface ServicesFilters {
  /** Free text: name, city or description. */
  q: string;
  category: CategoryFilter;
  city: string;
  priceRange: PriceRangeFilter;
  /** 0 (any), 3, 4 or 4.5. */
  minRating: number;
  /** 0 (any), 5, 10, 25 or 50 miles; only applied once the visitor's location is known. */
  distance: number;
  /** Only businesses open at this moment (in their own time zone), filtered on the server. */
  openNow: boolean;
}

export const DEFAULT_FILTERS: ServicesFilters = {
  q: '',
  category: 'all',
  city: '',
  priceRange: 'all',
  minRating: 0,
  distance: 0,
  openNow: false,
};

const MIN_RATINGS: readonly number[] = LIMITS.minRatingFilterValues;
const DISTANCES: readonly number[] = LIMITS.distanceMilesOptions;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
const numberIn = (values: readonly number[], raw: string | null): number => {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return values.includes(n) ? n : 0;
};

/** Reads the filters from the query string. Unknown values mean "any". */
export function readServicesFilters(params: URLSearchParams): ServicesFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    category: oneOf(BUSINESS_CATEGORIES, params.get('category')) ?? 'all',
    city: params.get('city')?.trim() ?? '',
    priceRange: oneOf(PRICE_RANGES, params.get('priceRange')) ?? 'all',
    minRating: numberIn(MIN_RATINGS, params.get('minRating')),
    distance: numberIn(DISTANCES, params.get('distance')),
    openNow: params.get('openNow') === 'true',
  };
}

/** The query string of a set of filters: defaults are left out, so a plain search stays /services. */
export function writeServicesFilters(filters: ServicesFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q.trim()) out.set('q', filters.q.trim());
  if (filters.category !== 'all') out.set('category', filters.category);
  if (filters.city.trim()) out.set('city', filters.city.trim());
  if (filters.priceRange !== 'all') out.set('priceRange', filters.priceRange);
  if (filters.minRating) out.set('minRating', String(filters.minRating));
  if (filters.distance) out.set('distance', String(filters.distance));
  if (filters.openNow) out.set('openNow', 'true');
  return out;
}

export function hasActiveFilters(filters: ServicesFilters): boolean {
  return writeServicesFilters(filters).toString() !== '';
}

/**
 * The server-side search of GET /api/businesses for these filters. Distance needs the visitor's
 * location: without it the distance filter is off. With a location, lat/lng are sent
 * even for "any distance", so the nearest come first after the premium listings.
 */
export function toSearchQuery(filters: ServicesFilters, location: LatLng | null): QueryOf<'searchBusinesses'> {
  const query: QueryOf<'searchBusinesses'> = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.priceRange !== 'all') query.priceRange = filters.priceRange;
  if (filters.minRating) query.minRating = String(filters.minRating);
  if (filters.openNow) query.openNow = 'true';
  if (location) {
    query.lat = location.latitude.toFixed(5);
    query.lng = location.longitude.toFixed(5);
    if (filters.distance) query.radiusMiles = String(filters.distance);
  }
  return query;
}
