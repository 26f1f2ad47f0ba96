/** Query keys of the dashboard (the URLs they read; the same keys as other sections use for the same data). */
export const dashboardKeys = {
  favorites: () => ['/api/favorites'] as const,
  reviews: () => ['/api/user/reviews'] as const,
  appointments: () => ['/api/appointments'] as const,
  posts: () => ['/api/user/lost-found-pets'] as const,
};
