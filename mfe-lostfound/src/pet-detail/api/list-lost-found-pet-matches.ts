import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** GET /api/lost-found-pets/:id/matches — the poster's possible matches, best first (others get 404). */
export const listLostFoundPetMatches = (id: string) => callApi('listLostFoundPetMatches', { params: { id } });

export const listLostFoundPetMatchesQueryOptions = (id: string) =>
  queryOptions({ queryKey: lostFoundPetKeys.matches(id), queryFn: () => listLostFoundPetMatches(id) });

export function useListLostFoundPetMatches(id: string, enabled: boolean) {
  return useQuery({ ...listLostFoundPetMatchesQueryOptions(id), enabled });
}
