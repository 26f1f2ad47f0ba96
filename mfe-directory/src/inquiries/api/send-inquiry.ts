import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryInput, InquiryMessage } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** POST /api/businesses/:id/inquiries {subject, message}: starts a conversation with the business. */
export function sendInquiry(businessId: string, input: InquiryInput): Promise<InquiryMessage> {
  return apiJson<InquiryMessage>(
    'POST',
    `/api/businesses/${encodeURIComponent(businessId)}/inquiries`,
    input,
  );
}

/** Afterwards the user's own conversations are re-read. */
export function useSendInquiry(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryInput) => sendInquiry(businessId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/inquiries/mine'] }),
  });
}
