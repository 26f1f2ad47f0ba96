import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, reviewKeys } from '@pawpals/api-client';

/** GET /api/reviews/:businessId, newest first, each with user {firstName, profileImageUrl}. */
export const listReviews = (businessId: string) => callApi('listReviews', { params: { businessId } });

export const listReviewsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: reviewKeys.forBusiness(businessId), queryFn: () => listReviews(businessId) });

export function useListReviews(businessId: string, enabled = true) {
  return useQuery({ ...listReviewsQueryOptions(businessId), enabled });
}
