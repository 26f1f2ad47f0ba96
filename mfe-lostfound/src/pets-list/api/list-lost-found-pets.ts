import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApiPage, lostFoundPetKeys, type LostFoundPetListFilter, type NearMeQuery } from '@pawpals/api-client';

/**
 * GET /api/lost-found-pets?type=lost|found&q=… (type omitted for all pets, q for no search), near a place
 * when asked: one page of the board; the first without a cursor, the next with the one its Link header gave.
 */
export const listLostFoundPets = (filter: LostFoundPetListFilter, near?: NearMeQuery, q?: string, cursor?: string) =>
  callApiPage('listLostFoundPets', { query: { type: filter === 'all' ? undefined : filter, q: q || undefined, ...near, cursor } });

export const listLostFoundPetsQueryOptions = (filter: LostFoundPetListFilter, near?: NearMeQuery, q?: string) =>
  infiniteQueryOptions({
    queryKey: lostFoundPetKeys.list(filter, near, q),
    queryFn: ({ pageParam }) => listLostFoundPets(filter, near, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The public board page by page: active, approved posts, newest first — or nearest first near a place — holding every word of q. */
export function useListLostFoundPets(filter: LostFoundPetListFilter, near?: NearMeQuery, q?: string) {
  return useInfiniteQuery(listLostFoundPetsQueryOptions(filter, near, q));
}
