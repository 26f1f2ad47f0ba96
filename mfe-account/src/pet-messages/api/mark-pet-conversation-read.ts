import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PetConversation } from '@pawpals/contracts';
import { callApi, petConversationKeys } from '@pawpals/api-client';
import { markPetConversationReadIn } from '../pet-conversations';

/** POST /api/pet-conversations/:conversationId/read → {updated}: the other side's messages become read for me. */
export const markPetConversationRead = (conversationId: string) =>
  callApi('markPetConversationRead', { params: { conversationId } });

/**
 * Opening a conversation marks it read: the cached list drops its unread count at once, then is read
 * again from the server. Failures are silent, like marking a notification read.
 */
export function useMarkPetConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPetConversationRead,
    meta: { skipAuthRedirect: true },
    onMutate: (conversationId) => {
      queryClient.setQueryData<PetConversation[]>(petConversationKeys.mine(), (old) =>
        old ? markPetConversationReadIn(old, conversationId) : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
