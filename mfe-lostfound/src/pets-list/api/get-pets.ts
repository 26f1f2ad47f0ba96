import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { petKeys, type PetListFilter } from '../../shared/pet-keys';

/** GET /api/lost-found-pets?type=lost|found; the type is omitted for all pets (SPEC §7.2). */
export function getPets(filter: PetListFilter): Promise<LostFoundPet[]> {
  const url = filter === 'all' ? '/api/lost-found-pets' : `/api/lost-found-pets?type=${encodeURIComponent(filter)}`;
  return apiJson<LostFoundPet[]>('GET', url);
}

export const petsQueryOptions = (filter: PetListFilter) =>
  queryOptions({ queryKey: petKeys.list(filter), queryFn: () => getPets(filter) });

/** The public board: active, approved posts, newest first. */
export function usePets(filter: PetListFilter) {
  return useQuery(petsQueryOptions(filter));
}
