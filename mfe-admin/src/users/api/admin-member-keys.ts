/** Query keys of the admin users (members) page (the URLs they read). */
export const adminMemberKeys = {
  list: () => ['/api/admin/users'] as const,
};
