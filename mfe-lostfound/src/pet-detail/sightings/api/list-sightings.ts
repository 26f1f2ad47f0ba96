import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** GET /api/lost-found-pets/:id/sightings — newest first, reporters' first names only. */
export const listSightings = (id: string) => callApi('listSightings', { params: { id } });

export const listSightingsQueryOptions = (id: string) => queryOptions({ queryKey: lostFoundPetKeys.sightings(id), queryFn: () => listSightings(id) });

export function useListSightings(id: string) {
  return useQuery(listSightingsQueryOptions(id));
}
