import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/lost-found/pending: pending posts (with species and createdAt), oldest first. */
export const listPendingLostFoundPets = () => callApi('listPendingLostFoundPets');

export const listPendingLostFoundPetsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingLostFoundPets(), queryFn: listPendingLostFoundPets });

export function useListPendingLostFoundPets() {
  return useQuery(listPendingLostFoundPetsQueryOptions());
}
