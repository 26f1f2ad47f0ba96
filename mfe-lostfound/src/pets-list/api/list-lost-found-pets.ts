import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys, type LostFoundPetListFilter, type NearMeQuery } from '@pawpals/api-client';

/** GET /api/lost-found-pets?type=lost|found (omitted for all pets), near a place when asked. */
export const listLostFoundPets = (filter: LostFoundPetListFilter, near?: NearMeQuery) =>
  callApi('listLostFoundPets', { query: { type: filter === 'all' ? undefined : filter, ...near } });

export const listLostFoundPetsQueryOptions = (filter: LostFoundPetListFilter, near?: NearMeQuery) =>
  queryOptions({ queryKey: lostFoundPetKeys.list(filter, near), queryFn: () => listLostFoundPets(filter, near) });

/** The public board: active, approved posts, newest first — or nearest first near a place. */
export function useListLostFoundPets(filter: LostFoundPetListFilter, near?: NearMeQuery) {
  return useQuery(listLostFoundPetsQueryOptions(filter, near));
}
