import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { petKeys } from '../../shared/pet-keys';

/** GET /api/lost-found-pets/:id — approved posts for everyone; pending or rejected ones for the poster. */
export function getPet(id: string): Promise<LostFoundPet> {
  return apiJson<LostFoundPet>('GET', `/api/lost-found-pets/${encodeURIComponent(id)}`);
}

export const petQueryOptions = (id: string) => queryOptions({ queryKey: petKeys.detail(id), queryFn: () => getPet(id) });

export function usePet(id: string) {
  return useQuery(petQueryOptions(id));
}
