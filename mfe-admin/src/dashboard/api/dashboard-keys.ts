/** Query keys of the admin dashboard (the URLs they read). */
export const dashboardKeys = {
  analytics: () => ['/api/admin/analytics/dashboard'] as const,
};
