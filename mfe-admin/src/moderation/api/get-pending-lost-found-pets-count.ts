import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/lost-found/pending/count → {count}: every post waiting for moderation, not only the pages loaded. */
export const getPendingLostFoundPetsCount = () => callApi('getPendingLostFoundPetsCount');

export const getPendingLostFoundPetsCountQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingLostFoundPetsCount(), queryFn: getPendingLostFoundPetsCount, select: ({ count }) => count });

/** The Pending Pets tab's count. */
export const useGetPendingLostFoundPetsCount = () => useQuery(getPendingLostFoundPetsCountQueryOptions());
