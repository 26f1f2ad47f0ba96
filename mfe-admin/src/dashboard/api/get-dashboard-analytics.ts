import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/analytics/dashboard: counters, business categories and the 5 latest activities. */
export const getDashboardAnalytics = () => callApi('getDashboardAnalytics');

export const getDashboardAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics(), queryFn: getDashboardAnalytics });

export function useGetDashboardAnalytics() {
  return useQuery(getDashboardAnalyticsQueryOptions());
}
