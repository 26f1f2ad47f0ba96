import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, petConversationKeys } from '@pawpals/api-client';

/** POST /api/lost-found-pets/:id/sightings/:sightingId/messages {message}: the poster writes to whoever reported the sighting. */
export const messageSightingReporter = (id: string, sightingId: string, message: string) =>
  callApi('messageSightingReporter', { params: { id, sightingId }, body: { message: message.trim() } });

/** Afterwards the poster's conversations (the dashboard's Pet messages) are read again. */
export function useMessageSightingReporter(id: string, sightingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => messageSightingReporter(id, sightingId, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petConversationKeys.mine() }),
  });
}
