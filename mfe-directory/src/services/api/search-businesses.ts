import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { businessKeys } from '../../businesses/api/business-keys';
import { searchUrl } from '../search-params';

/** GET /api/businesses with the server-side filters (q, category, city, priceRange, minRating, lat, lng, radiusMiles). */
export function searchBusinesses(query: Record<string, string>): Promise<Business[]> {
  return apiJson<Business[]>('GET', searchUrl(query));
}

export const searchBusinessesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: businessKeys.search(query),
    queryFn: () => searchBusinesses(query),
  });

/** The directory search; the previous results stay on screen while a new filter loads. */
export function useBusinessSearch(query: Record<string, string>) {
  return useQuery({ ...searchBusinessesQueryOptions(query), placeholderData: keepPreviousData });
}
