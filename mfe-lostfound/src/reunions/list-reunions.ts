import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** GET /api/lost-found-pets/reunions — the newest reunited pets with their posters' thank-you notes. */
export const listReunions = () => callApi('listReunions');

export const listReunionsQueryOptions = () => queryOptions({ queryKey: lostFoundPetKeys.reunions(), queryFn: listReunions });

export function useListReunions() {
  return useQuery(listReunionsQueryOptions());
}
