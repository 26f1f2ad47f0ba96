import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { businessKeys, callApi, reviewKeys } from '@pawpals/api-client';

/** {businessId, rating, comment}; comment null when the visitor wrote nothing. */
export type CreateReviewInput = BodyOf<'createReview'>;

/** POST /api/reviews {businessId, rating, comment}; a second review of the same business replaces the first. */
export const createReview = (body: CreateReviewInput) => callApi('createReview', { body });

/** Afterwards the business's reviews, its rating (detail and search results) and my reviews are re-read. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (_review, { businessId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.forBusiness(businessId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
      ]),
  });
}
