import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys, type LostFoundPetListFilter } from '@pawpals/api-client';

/** GET /api/lost-found-pets?type=lost|found; the type is omitted for all pets (SPEC §7.2). */
export const listLostFoundPets = (filter: LostFoundPetListFilter) =>
  callApi('listLostFoundPets', { query: { type: filter === 'all' ? undefined : filter } });

export const listLostFoundPetsQueryOptions = (filter: LostFoundPetListFilter) =>
  queryOptions({ queryKey: lostFoundPetKeys.list(filter), queryFn: () => listLostFoundPets(filter) });

/** The public board: active, approved posts, newest first. */
export function useListLostFoundPets(filter: LostFoundPetListFilter) {
  return useQuery(listLostFoundPetsQueryOptions(filter));
}
