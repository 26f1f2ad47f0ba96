import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewSort } from '@pawpals/contracts';
import { callApiPage, reviewKeys } from '@pawpals/api-client';

/**
 * GET /api/reviews/:businessId?sort=, one page at a time (the next by the cursor of its Link header), each
 * with user {firstName, profileImageUrl}, ownerReply and helpfulCount.
 */
export const listReviews = (businessId: string, sort: ReviewSort = 'newest', cursor?: string) =>
  callApiPage('listReviews', { params: { businessId }, query: { sort, cursor } });

export const listReviewsQueryOptions = (businessId: string, sort: ReviewSort = 'newest') =>
  infiniteQueryOptions({
    queryKey: reviewKeys.forBusinessSorted(businessId, sort),
    queryFn: ({ pageParam }) => listReviews(businessId, sort, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useListReviews(businessId: string, enabled = true, sort: ReviewSort = 'newest') {
  return useInfiniteQuery({ ...listReviewsQueryOptions(businessId, sort), enabled });
}
