import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LostFoundPet } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { dashboardKeys } from '../../dashboard/api/dashboard-keys';
import { toastActionError } from '../../shared/error-toast';
import { moderationKeys } from './moderation-keys';

export interface ModeratePetInput {
  id: string;
  approvalStatus: 'approved' | 'rejected';
}

/** PATCH /api/admin/lost-found/:id/approve with {approvalStatus}. */
export function moderatePet({ id, approvalStatus }: ModeratePetInput): Promise<LostFoundPet> {
  return apiJson<LostFoundPet>('PATCH', `/api/admin/lost-found/${encodeURIComponent(id)}/approve`, { approvalStatus });
}

/** Approve / Reject: 'Pet status updated' (SPEC §8); the post leaves the queue. */
export function useModeratePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePet,
    onSuccess: (_pet, { id }) => {
      queryClient.setQueryData<LostFoundPet[]>(moderationKeys.pendingPets(), (pets) => pets?.filter((p) => p.id !== id));
      void queryClient.invalidateQueries({ queryKey: moderationKeys.pendingPets() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
      toast({ title: 'Pet status updated', variant: 'success' });
    },
    onError: (error) => toastActionError(error, 'Failed to update pet status'),
  });
}
