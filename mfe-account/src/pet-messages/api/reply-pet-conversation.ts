import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessageOf, isUnauthorizedError, petConversationKeys } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

export interface PetReplyInput {
  conversationId: string;
  message: string;
}

/** POST /api/pet-conversations/:conversationId/reply {message}: either side answers. */
export const replyPetConversation = ({ conversationId, message }: PetReplyInput) =>
  callApi('replyPetConversation', { params: { conversationId }, body: { message: message.trim() } });

/** Toasts 'Reply sent successfully', or 'Failed to send reply' with the server's reason; re-reads my conversations. */
export function useReplyPetConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyPetConversation,
    onSuccess: () => toast({ title: 'Reply sent successfully', variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({ title: 'Failed to send reply', description: errorMessageOf(error, 'Please try again'), variant: 'destructive' });
    },
    // Not awaited: the reply box clears at once while the list re-reads in the background.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
