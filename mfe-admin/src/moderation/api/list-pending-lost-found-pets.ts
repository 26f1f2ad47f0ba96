import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, callApiPage } from '@pawpals/api-client';
import { followingPages } from '../../shared/paged-list';

/** GET /api/admin/lost-found/pending?cursor=: one page of the pet posts waiting for moderation, oldest first. */
export const listPendingLostFoundPets = (cursor?: string) => callApiPage('listPendingLostFoundPets', { query: { cursor } });

export const listPendingLostFoundPetsQueryOptions = () =>
  infiniteQueryOptions({ queryKey: adminKeys.pendingLostFoundPets(), queryFn: ({ pageParam }) => listPendingLostFoundPets(pageParam), ...followingPages });

export function useListPendingLostFoundPets() {
  return useInfiniteQuery(listPendingLostFoundPetsQueryOptions());
}
