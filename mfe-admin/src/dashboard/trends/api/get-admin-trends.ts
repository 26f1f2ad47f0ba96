import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/analytics/trends: new members, businesses, posts, reunions and appointments per week (12 weeks). */
export const getAdminTrends = () => callApi('getAdminTrends');

export const getAdminTrendsQueryOptions = () => queryOptions({ queryKey: adminKeys.trends(), queryFn: getAdminTrends });

export function useGetAdminTrends() {
  return useQuery(getAdminTrendsQueryOptions());
}
