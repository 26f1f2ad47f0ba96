import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { reviewKeys } from '../keys';

/** GET /api/user/reviews: my reviews with business {id, name} (the dashboard's tab; a business page's "Your review"). */
export const listMyReviews = () => callApi('listMyReviews');

export const listMyReviewsQueryOptions = () => queryOptions({ queryKey: reviewKeys.mine(), queryFn: listMyReviews });
