import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, reviewKeys } from '@pawpals/api-client';

/** PUT /api/reviews/:id/reply {message}: the owner's answer (again to edit it). */
export const replyToReview = ({ reviewId, message }: { reviewId: string; message: string }) =>
  callApi('replyToReview', { params: { id: reviewId }, body: { message } });

/** Afterwards the business's reviews (every sort) are re-read. */
export function useReplyToReview(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.forBusiness(businessId) }),
  });
}
