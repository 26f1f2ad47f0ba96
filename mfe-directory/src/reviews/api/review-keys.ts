/** Query keys of the reviews feature (the URLs they read). */
export const reviewKeys = {
  all: ['/api/reviews'] as const,
  forBusiness: (businessId: string) => ['/api/reviews', businessId] as const,
  mine: () => ['/api/user/reviews'] as const,
};
