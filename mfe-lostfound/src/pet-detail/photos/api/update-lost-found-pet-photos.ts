import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** PATCH /api/lost-found-pets/:id/photos {photoUrls}: the poster's photos in their new order (the first is the cover). */
export const updateLostFoundPetPhotos = ({ id, photoUrls }: { id: string; photoUrls: string[] }) =>
  callApi('updateLostFoundPetPhotos', { params: { id }, body: { photoUrls } });

/** The answered post replaces the cached one at once; the lists (cards show the cover) are read again. */
export function useUpdateLostFoundPetPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLostFoundPetPhotos,
    onSuccess: (pet) => {
      queryClient.setQueryData(lostFoundPetKeys.detail(pet.id), (old: LostFoundPet | undefined) => ({ ...old, ...pet }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.all }),
        queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.mine() }),
      ]);
    },
  });
}
