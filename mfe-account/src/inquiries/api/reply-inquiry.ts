import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, inquiryKeys, isUnauthorizedError } from '@pawpals/api-client';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../shared/messages';

export interface ReplyInput {
  conversationId: string;
  message: string;
}

/** POST /api/inquiries/:conversationId/reply {message}: the owner's reply or the customer's follow-up. */
export const replyInquiry = ({ conversationId, message }: ReplyInput) =>
  callApi('replyInquiry', { params: { conversationId }, body: { message: message.trim() } });

/** Toasts 'Reply sent successfully' / 'Failed to send reply'; refreshes both sides' lists. */
export function useReplyInquiry() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyInquiry,
    onSuccess: () => toast({ title: intl.formatMessage(common.replySent), variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: intl.formatMessage(common.replyFailed), variant: 'destructive' });
    },
    // Not awaited: the reply box clears at once while the lists re-read in the background.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.ofMyBusiness() });
    },
  });
}
