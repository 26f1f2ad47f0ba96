import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/:businessId, newest first, each with user {firstName, profileImageUrl}. */
export function getReviews(businessId: string): Promise<Review[]> {
  return apiJson<Review[]>('GET', `/api/reviews/${encodeURIComponent(businessId)}`);
}

export const reviewsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: reviewKeys.forBusiness(businessId), queryFn: () => getReviews(businessId) });

export function useReviews(businessId: string, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(businessId), enabled });
}
