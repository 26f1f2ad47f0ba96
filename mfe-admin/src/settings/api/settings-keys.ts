/** Query keys of the admin settings page (the URLs they read). */
export const settingsKeys = {
  categories: () => ['/api/admin/settings/categories'] as const,
};
