import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, LostFoundPet } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';
import { changeLoadedItems, lowerCount } from '../../shared/paged-list';

export type ModerateLostFoundPetInput = { id: string } & BodyOf<'moderateLostFoundPet'>;

/** PATCH /api/admin/lost-found/:id/approve with {approvalStatus}. */
export const moderateLostFoundPet = ({ id, approvalStatus }: ModerateLostFoundPetInput) =>
  callApi('moderateLostFoundPet', { params: { id }, body: { approvalStatus } });

const messages = defineMessages({
  updated: { id: 'admin.moderation.petStatusUpdated', defaultMessage: 'Pet status updated' },
  failed: { id: 'admin.moderation.petStatusFailed', defaultMessage: 'Failed to update pet status' },
});

/** Approve / Reject: 'Pet status updated'; the post leaves the queue and its count. */
export function useModerateLostFoundPet() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateLostFoundPet,
    onSuccess: (_pet, { id }) => {
      changeLoadedItems<LostFoundPet>(queryClient, adminKeys.pendingLostFoundPets(), (pets) => pets.filter((p) => p.id !== id));
      lowerCount(queryClient, adminKeys.pendingLostFoundPetsCount(), 1);
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingLostFoundPets() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingLostFoundPetsCount() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
      toast({ title: intl.formatMessage(messages.updated), variant: 'success' });
    },
    onError: (error) => toastActionError(error, intl.formatMessage(messages.failed), intl),
  });
}
