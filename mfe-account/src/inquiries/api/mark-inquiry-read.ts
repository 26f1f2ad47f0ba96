import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryMessage, InquirySenderType } from '@pawpals/contracts';
import { callApi, inquiryKeys } from '@pawpals/api-client';
import { markConversationRead } from '../conversations';

/** POST /api/inquiries/:conversationId/read → {updated}: the other side's messages become read for me. */
export const markInquiryRead = (conversationId: string) => callApi('markInquiryRead', { params: { conversationId } });

/**
 * Opening a conversation marks its messages from the other side read. The cached list is updated at
 * once (the unread count drops without waiting), then re-read from the server. Failures are silent,
 * like marking a notification read.
 */
export function useMarkInquiryRead(reader: InquirySenderType) {
  const queryClient = useQueryClient();
  const key = reader === 'business' ? inquiryKeys.ofMyBusiness() : inquiryKeys.mine();
  return useMutation({
    mutationFn: markInquiryRead,
    meta: { skipAuthRedirect: true },
    onMutate: (conversationId) => {
      queryClient.setQueryData<InquiryMessage[]>(key, (old) => (old ? markConversationRead(old, conversationId, reader) : old));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
