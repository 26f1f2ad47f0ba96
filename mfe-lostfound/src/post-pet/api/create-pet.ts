import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostFoundPetInput } from '@pawpals/contracts';
import { apiRequest } from '@pawpals/api-client';
import { petKeys } from '../../shared/pet-keys';

/** POST /api/lost-found-pets (SPEC §7.4); the answer is not read. */
export async function createPet(payload: LostFoundPetInput): Promise<void> {
  await apiRequest('POST', '/api/lost-found-pets', payload);
}

/** Afterwards the list of all pets and the user's own pets are refreshed (SPEC §7.4). */
export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: petKeys.all }),
        queryClient.invalidateQueries({ queryKey: petKeys.mine() }),
      ]),
  });
}
