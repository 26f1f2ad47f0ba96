import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApiWithHeaders, lostFoundPetKeys } from '@pawpals/api-client';

export interface CreateLostFoundPetInput {
  body: BodyOf<'createLostFoundPet'>;
  /**
   * Sent as the Idempotency-Key header: a try whose answer was lost, repeated with the same key and body (by
   * the form or, later, by the offline queue), is answered with the first post instead of making another
   * (docs/decisions/0145-offline-post-queue.md).
   */
  idempotencyKey: string;
}

/** POST /api/lost-found-pets: the post starts active and pending review. */
export const createLostFoundPet = ({ body, idempotencyKey }: CreateLostFoundPetInput) =>
  callApiWithHeaders('createLostFoundPet', { 'Idempotency-Key': idempotencyKey }, { body });

/** Afterwards the list of all pets and the user's own pets are refreshed. */
export function useCreateLostFoundPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLostFoundPet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.all }),
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.mine() }),
      ]),
  });
}
