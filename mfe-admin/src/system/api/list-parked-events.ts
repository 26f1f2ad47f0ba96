import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';
import { SYSTEM_REFRESH_MS } from './get-system-status';

/** GET /api/admin/parked-events (super admin only): the newest parked events of every service, and how many there are. */
export const listParkedEvents = () => callApi('listParkedEvents');

export const listParkedEventsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.parkedEvents(),
    queryFn: listParkedEvents,
    staleTime: 0,
    refetchInterval: SYSTEM_REFRESH_MS,
  });

export function useListParkedEvents() {
  return useQuery(listParkedEventsQueryOptions());
}
