import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostFoundPet, PetStatus } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { petKeys } from '../../shared/pet-keys';

export interface PetStatusChange {
  id: string;
  status: PetStatus;
}

/** PATCH /api/lost-found-pets/:id/status {status} — the poster marks the pet reunited (or reopens it). */
export function updatePetStatus({ id, status }: PetStatusChange): Promise<LostFoundPet> {
  return apiJson<LostFoundPet>('PATCH', `/api/lost-found-pets/${encodeURIComponent(id)}/status`, { status });
}

/** Afterwards the post itself, the public lists and the poster's own list are read again. */
export function useUpdatePetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePetStatus,
    onSuccess: (pet) => {
      if (pet && typeof pet === 'object') queryClient.setQueryData(petKeys.detail(pet.id), (old: LostFoundPet | undefined) => ({ ...old, ...pet }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: petKeys.all }),
        queryClient.invalidateQueries({ queryKey: petKeys.mine() }),
      ]);
    },
  });
}
