import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys, callApiPage } from '@pawpals/api-client';
import { followingPages } from '../../shared/paged-list';

/** How many of the newest members the moderation page reads to name the posters of pending posts. */
const RECENT_MEMBERS = '100';
/** How many of a search's first matches the Add Admin picker offers (narrow the search to reach others). */
export const PICKER_MATCHES = 20;

/** GET /api/admin/users?q=&cursor=: one page of members, newest first, with reviews count, pets helped and badges. */
export const listMembers = (q: string, cursor?: string, limit?: string) => callApiPage('listMembers', { query: { q: q || undefined, cursor, limit } });

export const listMembersQueryOptions = (q: string) =>
  infiniteQueryOptions({ queryKey: [...adminKeys.members(), { q }], queryFn: ({ pageParam }) => listMembers(q, pageParam), ...followingPages });

/**
 * The Users page: the members holding q in their email or username, page by page. While a new search loads, the
 * rows of the last one stay (narrowed by the page), so a row's open Suspend dialog is not unmounted.
 */
export function useListMembers(q: string) {
  return useInfiniteQuery({ ...listMembersQueryOptions(q), placeholderData: keepPreviousData });
}

/**
 * The Add Admin picker: the first members holding q in their email or username, searched by the server (the
 * newest first when q is empty). While a new search loads, the last matches stay.
 */
export function useMemberPicker(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...adminKeys.members(), 'picker', { q }],
    queryFn: () => listMembers(q, undefined, String(PICKER_MATCHES)),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The newest members, one page (the posters of pending posts). */
export function useRecentMembers(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: [...adminKeys.members(), 'recent'], queryFn: () => listMembers('', undefined, RECENT_MEMBERS) }),
    select: (page) => page.items,
    enabled: options.enabled ?? true,
  });
}
