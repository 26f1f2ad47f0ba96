import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@pawpals/contracts';
import { callApi, reviewKeys } from '@pawpals/api-client';

/** GET /api/reviews/:businessId?sort=, each with user {firstName, profileImageUrl}, ownerReply and helpfulCount. */
export const listReviews = (businessId: string, sort: ReviewSort = 'newest') =>
  callApi('listReviews', { params: { businessId }, query: { sort } });

export const listReviewsQueryOptions = (businessId: string, sort: ReviewSort = 'newest') =>
  queryOptions({
    queryKey: reviewKeys.forBusinessSorted(businessId, sort),
    queryFn: () => listReviews(businessId, sort),
  });

export function useListReviews(businessId: string, enabled = true, sort: ReviewSort = 'newest') {
  return useQuery({ ...listReviewsQueryOptions(businessId, sort), enabled });
}
