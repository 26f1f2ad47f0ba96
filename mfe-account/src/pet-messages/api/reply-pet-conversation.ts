import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessageOf, isUnauthorizedError, petConversationKeys } from '@pawpals/api-client';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../shared/messages';

export interface PetReplyInput {
  conversationId: string;
  message: string;
}

/** POST /api/pet-conversations/:conversationId/reply {message}: either side answers. */
export const replyPetConversation = ({ conversationId, message }: PetReplyInput) =>
  callApi('replyPetConversation', { params: { conversationId }, body: { message: message.trim() } });

/** Toasts 'Reply sent successfully', or 'Failed to send reply' with the server's reason; re-reads my conversations. */
export function useReplyPetConversation() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyPetConversation,
    onSuccess: () => toast({ title: intl.formatMessage(common.replySent), variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({
          title: intl.formatMessage(common.replyFailed),
          description: errorMessageOf(error, intl.formatMessage(common.tryAgainNoStop)),
          variant: 'destructive',
        });
    },
    // Not awaited: the reply box clears at once while the list re-reads in the background.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
