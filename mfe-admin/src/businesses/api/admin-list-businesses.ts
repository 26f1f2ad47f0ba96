import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, callApiPage } from '@pawpals/api-client';
import { followingPages } from '../../shared/paged-list';

/** GET /api/admin/businesses?q=&cursor=: one page of businesses by name, with owner email and premium flag. */
export const adminListBusinesses = (q: string, cursor?: string) => callApiPage('adminListBusinesses', { query: { q: q || undefined, cursor } });

export const adminListBusinessesQueryOptions = (q: string) =>
  infiniteQueryOptions({ queryKey: [...adminKeys.businesses(), { q }], queryFn: ({ pageParam }) => adminListBusinesses(q, pageParam), ...followingPages });

/**
 * The Businesses page: the businesses holding q in their name, city or owner's email, page by page. While a new
 * search loads, the rows of the last one stay (narrowed by the page), so a row's open dialog is not unmounted.
 */
export function useAdminListBusinesses(q: string) {
  return useInfiniteQuery({ ...adminListBusinessesQueryOptions(q), placeholderData: keepPreviousData });
}
