import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** GET /api/lost-found-pets/:id/nearby-vets — the 3 veterinarians nearest where the pet was found. */
export const listNearbyVets = (id: string) => callApi('listNearbyVets', { params: { id } });

export const listNearbyVetsQueryOptions = (id: string) =>
  queryOptions({ queryKey: lostFoundPetKeys.nearbyVets(id), queryFn: () => listNearbyVets(id) });

export function useListNearbyVets(id: string, enabled: boolean) {
  return useQuery({ ...listNearbyVetsQueryOptions(id), enabled });
}
