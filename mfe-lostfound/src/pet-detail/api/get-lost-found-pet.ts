import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** GET /api/lost-found-pets/:id — approved posts for everyone; pending or rejected ones for the poster. */
export const getLostFoundPet = (id: string) => callApi('getLostFoundPet', { params: { id } });

export const getLostFoundPetQueryOptions = (id: string) =>
  queryOptions({ queryKey: lostFoundPetKeys.detail(id), queryFn: () => getLostFoundPet(id) });

export function useGetLostFoundPet(id: string) {
  return useQuery(getLostFoundPetQueryOptions(id));
}
