import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/user/reviews: my reviews with business {id, name}. */
export function getMyReviews(): Promise<Review[]> {
  return apiJson<Review[]>('GET', '/api/user/reviews');
}

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.reviews(), queryFn: getMyReviews });

export function useMyReviews() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...myReviewsQueryOptions(), enabled: isAuthenticated });
}
