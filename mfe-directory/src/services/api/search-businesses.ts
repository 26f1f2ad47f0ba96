import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@pawpals/contracts';
import { businessKeys, callApi } from '@pawpals/api-client';

/** GET /api/businesses with the server-side filters (q, category, city, priceRange, minRating, lat, lng, radiusMiles). */
export const searchBusinesses = (query: QueryOf<'searchBusinesses'>) => callApi('searchBusinesses', { query });

export const searchBusinessesQueryOptions = (query: QueryOf<'searchBusinesses'>) =>
  queryOptions({ queryKey: businessKeys.search(query), queryFn: () => searchBusinesses(query) });

/** The directory search; the previous results stay on screen while a new filter loads. */
export function useSearchBusinesses(query: QueryOf<'searchBusinesses'>) {
  return useQuery({ ...searchBusinessesQueryOptions(query), placeholderData: keepPreviousData });
}
