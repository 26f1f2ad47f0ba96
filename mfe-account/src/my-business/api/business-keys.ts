/**
 * Query keys of business management. URLs first, so invalidating ['/api/businesses'] refreshes every
 * directory search and detail page the other sections have cached too.
 */
export const businessKeys = {
  all: ['/api/businesses'] as const,
  mine: () => ['/api/my-business'] as const,
  appointments: () => ['/api/business/appointments'] as const,
};
