import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Count } from '@pawpals/contracts';
import { callApi, petConversationKeys, type ApiPage } from '@pawpals/api-client';
import { markPetConversationReadIn, unreadAfterOpening } from '../pet-conversations';

/** POST /api/pet-conversations/:conversationId/read → {updated}: the other side's messages become read for me. */
export const markPetConversationRead = (conversationId: string) =>
  callApi('markPetConversationRead', { params: { conversationId } });

/**
 * Opening a conversation marks it read: the cached pages drop its unread count and the inbox badge its
 * messages at once, then both are read again from the server. Failures are silent, like marking a notification read.
 */
export function useMarkPetConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPetConversationRead,
    meta: { skipAuthRedirect: true },
    onMutate: (conversationId) => {
      const pages = queryClient.getQueryData<InfiniteData<ApiPage<'listPetConversations'>>>(
        petConversationKeys.mine(),
      );
      const loaded = pages?.pages.flatMap((page) => page.items) ?? [];
      queryClient.setQueryData<Count>(petConversationKeys.unreadCount(), (old) =>
        old ? { count: unreadAfterOpening(old.count, loaded, conversationId) } : old,
      );
      queryClient.setQueryData<InfiniteData<ApiPage<'listPetConversations'>>>(
        petConversationKeys.mine(),
        (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((page) => ({
                  ...page,
                  items: markPetConversationReadIn(page.items, conversationId),
                })),
              }
            : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
