/** Query keys of the favorites feature (the URLs they read). */
export const favoriteKeys = {
  all: ['/api/favorites'] as const,
  list: () => ['/api/favorites'] as const,
};
