import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, errorMessageOf, redirectIfUnauthorized } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../../shared/messages';

const messages = defineMessages({
  removed: { id: 'account.photos.removed', defaultMessage: 'Photo removed' },
  failed: { id: 'account.photos.removeFailed', defaultMessage: 'Failed to remove photo' },
});

/** DELETE /api/my-business/photos/:photoId → the gallery without it. */
export const removeBusinessPhoto = (photoId: string): Promise<BusinessPhoto[]> => callApi('removeBusinessPhoto', { params: { photoId } });

export function useRemoveBusinessPhoto() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBusinessPhoto,
    onSuccess: () => toast({ title: intl.formatMessage(messages.removed), variant: 'success' }),
    onError: (error) => {
      if (!redirectIfUnauthorized(error)) {
        toast({ title: intl.formatMessage(common.error), description: errorMessageOf(error, intl.formatMessage(messages.failed)), variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
