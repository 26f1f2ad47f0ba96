import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { businessKeys } from '../../businesses/api/business-keys';
import { reviewKeys } from './review-keys';

export interface ReviewPayload {
  businessId: string;
  rating: number;
  /** null when the visitor wrote nothing (SPEC §5). */
  comment: string | null;
}

/** POST /api/reviews {businessId, rating, comment}; a second review of the same business replaces the first. */
export function submitReview(payload: ReviewPayload): Promise<Review> {
  return apiJson<Review>('POST', '/api/reviews', payload);
}

/** Afterwards the business's reviews, its rating (detail and search results) and my reviews are re-read. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_review, { businessId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.forBusiness(businessId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
      ]),
  });
}
