import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys } from '@pawpals/api-client';

/** DELETE /api/lost-found-pets/:id/sightings/:sightingId — the poster or an admin. */
export const removeSighting = (id: string, sightingId: string) => callApi('removeSighting', { params: { id, sightingId } });

export function useRemoveSighting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sightingId: string) => removeSighting(id, sightingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lostFoundPetKeys.sightings(id) }),
  });
}
