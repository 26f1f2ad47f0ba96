/** Query keys of the Admin Users page (the URLs they read). */
export const adminUserKeys = {
  list: () => ['/api/admin/admin-users'] as const,
};
