import { queryOptions } from '@tanstack/react-query';
import { callApi, reviewKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/user/reviews: my reviews with business {id, name}. */
export const listMyReviews = () => callApi('listMyReviews');

export const listMyReviewsQueryOptions = () => queryOptions({ queryKey: reviewKeys.mine(), queryFn: listMyReviews });

export const useListMyReviews = () => useSignedInQuery(listMyReviewsQueryOptions());
