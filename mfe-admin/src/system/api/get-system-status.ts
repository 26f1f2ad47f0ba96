import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** Read again this often while the page is open: the numbers move. */
export const SYSTEM_REFRESH_MS = 15_000;

/** GET /api/admin/system (super admin only): each service's state, outbox, consumers and parked events. */
export const getSystemStatus = () => callApi('getSystemStatus');

export const getSystemStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.systemStatus(),
    queryFn: getSystemStatus,
    staleTime: 0,
    refetchInterval: SYSTEM_REFRESH_MS,
  });

export function useGetSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
