import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, LostFoundPet } from '@pawpals/contracts';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

export type SetLostFoundPetStatusInput = { id: string } & BodyOf<'setLostFoundPetStatus'>;

/** PATCH /api/lost-found-pets/:id/status {status, thankYouNote?} — the poster marks the pet reunited (or reopens it). */
export const setLostFoundPetStatus = ({ id, ...body }: SetLostFoundPetStatusInput) => callApi('setLostFoundPetStatus', { params: { id }, body });

/** Afterwards the post itself, the public lists and the poster's own list are read again. */
export function useSetLostFoundPetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLostFoundPetStatus,
    onSuccess: (pet) => {
      if (pet && typeof pet === 'object')
        queryClient.setQueryData(lostFoundPetKeys.detail(pet.id), (old: LostFoundPet | undefined) => ({ ...old, ...pet }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.all }),
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.reunions() }),
      ]);
    },
  });
}
