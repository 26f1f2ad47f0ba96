import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Count, InquirySenderType } from '@pawpals/contracts';
import { callApi, inquiryKeys, type ApiPage } from '@pawpals/api-client';
import { markConversationRead, unreadAfterOpening } from '../conversations';

type InquiryPages = InfiniteData<ApiPage<'listMyInquiries'> | ApiPage<'listBusinessInquiries'>>;

/** POST /api/inquiries/:conversationId/read → {updated}: the other side's messages become read for me. */
export const markInquiryRead = (conversationId: string) => callApi('markInquiryRead', { params: { conversationId } });

/**
 * Opening a conversation marks its messages from the other side read. The cached pages and that side's badge
 * (the server's unread count) drop at once, then both are read again from the server (the count's key is
 * under the list's). Failures are silent, like marking a notification read.
 */
export function useMarkInquiryRead(reader: InquirySenderType) {
  const queryClient = useQueryClient();
  const key = reader === 'business' ? inquiryKeys.ofMyBusiness() : inquiryKeys.mine();
  return useMutation({
    mutationFn: markInquiryRead,
    meta: { skipAuthRedirect: true },
    onMutate: (conversationId) => {
      const loaded = queryClient.getQueryData<InquiryPages>(key)?.pages.flatMap((page) => page.items) ?? [];
      queryClient.setQueryData<Count>(inquiryKeys.unreadCount(reader), (old) =>
        old ? { count: unreadAfterOpening(old.count, loaded, conversationId, reader) } : old,
      );
      queryClient.setQueryData<InquiryPages>(key, (old) =>
        old
          ? { ...old, pages: old.pages.map((page) => ({ ...page, items: markConversationRead(page.items, conversationId, reader) })) }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
