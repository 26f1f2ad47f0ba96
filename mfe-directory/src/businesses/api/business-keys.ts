/**
 * Query keys of the businesses feature: URLs first (README: query keys are URLs), so invalidating
 * ['/api/businesses'] refreshes every search and every detail page at once.
 */
export const businessKeys = {
  all: ['/api/businesses'] as const,
  search: (query: Record<string, string>) => ['/api/businesses', { search: query }] as const,
  detail: (id: string) => ['/api/businesses', id] as const,
  mine: () => ['/api/my-business'] as const,
};
