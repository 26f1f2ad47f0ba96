import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, inquiryKeys } from '@pawpals/api-client';

/** POST /api/businesses/:id/inquiries {subject, message}: starts a conversation with the business. */
export const sendInquiry = (businessId: string, body: BodyOf<'sendInquiry'>) =>
  callApi('sendInquiry', { params: { id: businessId }, body });

/** Afterwards the user's own conversations are re-read. */
export function useSendInquiry(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'sendInquiry'>) => sendInquiry(businessId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.mine() }),
  });
}
