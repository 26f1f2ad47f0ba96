/** Query keys of the admin businesses page (the URLs they read). */
export const adminBusinessKeys = {
  list: () => ['/api/admin/businesses'] as const,
};
