import { listMyReviewsQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-directory too (a business page's "Your review"): one fetcher and one key, in libs/api-client.
export { listMyReviews, listMyReviewsQueryOptions } from '@pawpals/api-client';

export const useListMyReviews = () => useSignedInQuery(listMyReviewsQueryOptions());
