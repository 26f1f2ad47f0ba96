import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** POST /api/lost-found-pets: the post starts active and pending review. */
export const createLostFoundPet = (body: BodyOf<'createLostFoundPet'>) => callApi('createLostFoundPet', { body });

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
