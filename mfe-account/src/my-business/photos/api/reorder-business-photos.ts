import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, errorMessageOf, redirectIfUnauthorized } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../../shared/messages';

const messages = defineMessages({
  failed: { id: 'account.photos.reorderFailed', defaultMessage: 'Failed to reorder photos' },
});

/** PUT /api/my-business/photos/order {photoIds} → the gallery in that order. */
export const reorderBusinessPhotos = (photoIds: string[]): Promise<BusinessPhoto[]> => callApi('reorderBusinessPhotos', { body: { photoIds } });

export function useReorderBusinessPhotos() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBusinessPhotos,
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
