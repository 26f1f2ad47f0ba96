import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, reviewKeys } from '@pawpals/api-client';

/** DELETE /api/reviews/:id/reply: the owner removes their answer. */
export const deleteReviewReply = (reviewId: string) =>
  callApi('deleteReviewReply', { params: { id: reviewId } });

export function useDeleteReviewReply(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.forBusiness(businessId) }),
  });
}
