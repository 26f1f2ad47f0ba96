import { listMyReviewsQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** The signed-in member's reviews (a second review of a business replaces the first, so at most one each). */
export const useListMyReviews = () => useSignedInQuery(listMyReviewsQueryOptions());
