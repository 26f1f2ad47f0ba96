import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, LostFoundPet } from '@pawpals/contracts';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

export type SetLostFoundPetContactInput = { id: string } & BodyOf<'setLostFoundPetContact'>;

/** PATCH /api/lost-found-pets/:id/contact {contactPreference, contactInfo?}: the poster chooses how people reach them. */
export const setLostFoundPetContact = ({ id, ...body }: SetLostFoundPetContactInput) =>
  callApi('setLostFoundPetContact', { params: { id }, body });

/** The answered post replaces the cached one at once; the lists (cards, map, "my posts") are read again. */
export function useSetLostFoundPetContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLostFoundPetContact,
    onSuccess: (pet) => {
      queryClient.setQueryData(lostFoundPetKeys.detail(pet.id), (old: LostFoundPet | undefined) => ({ ...old, ...pet }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.all }),
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.mine() }),
      ]);
    },
  });
}
