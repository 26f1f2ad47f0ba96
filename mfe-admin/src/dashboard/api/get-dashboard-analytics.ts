import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnalytics } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { dashboardKeys } from './dashboard-keys';

export function getDashboardAnalytics(): Promise<DashboardAnalytics> {
  return apiJson<DashboardAnalytics>('GET', '/api/admin/analytics/dashboard');
}

export const dashboardAnalyticsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.analytics(), queryFn: getDashboardAnalytics });

/** GET /api/admin/analytics/dashboard. */
export function useDashboardAnalytics() {
  return useQuery(dashboardAnalyticsQueryOptions());
}
