import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, petConversationKeys } from '@pawpals/api-client';

/** POST /api/lost-found-pets/:id/messages {message}: starts or continues the caller's conversation with the poster. */
export const sendPetMessage = (id: string, message: string) => callApi('sendPetMessage', { params: { id }, body: { message: message.trim() } });

/** Afterwards the caller's own conversations (the dashboard's Pet messages) are read again. */
export function useSendPetMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendPetMessage(id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
