/** Query keys of the session feature. Keys are the URLs they read, so the default query fn can fetch them. */
export const sessionKeys = {
  currentUser: () => ['/api/auth/user'] as const,
  adminCheck: () => ['/api/admin/check'] as const,
};
