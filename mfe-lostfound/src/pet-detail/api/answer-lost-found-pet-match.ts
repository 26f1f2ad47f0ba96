import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

export type AnswerLostFoundPetMatchInput = { id: string; otherId: string } & BodyOf<'answerLostFoundPetMatch'>;

/** POST /api/lost-found-pets/:id/matches/:otherId/feedback {verdict} — the poster: "This is my pet" or "Not my pet". */
export const answerLostFoundPetMatch = ({ id, otherId, ...body }: AnswerLostFoundPetMatchInput) =>
  callApi('answerLostFoundPetMatch', { params: { id, otherId }, body });

/** "Not my pet" takes the match off the panel: the post's matches are read again. */
export function useAnswerLostFoundPetMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLostFoundPetMatch,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.matches(id) }),
  });
}
