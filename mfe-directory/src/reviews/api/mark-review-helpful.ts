import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, reviewKeys } from '@pawpals/api-client';

/** POST /api/reviews/:id/helpful: once per member, never on one's own review. */
export const markReviewHelpful = (reviewId: string) =>
  callApi('markReviewHelpful', { params: { id: reviewId } });

export function useMarkReviewHelpful(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReviewHelpful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.forBusiness(businessId) }),
  });
}
