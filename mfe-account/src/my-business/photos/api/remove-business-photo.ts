import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, errorMessageOf, redirectIfUnauthorized } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

/** DELETE /api/my-business/photos/:photoId → the gallery without it. */
export const removeBusinessPhoto = (photoId: string): Promise<BusinessPhoto[]> => callApi('removeBusinessPhoto', { params: { photoId } });

export function useRemoveBusinessPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBusinessPhoto,
    onSuccess: () => toast({ title: 'Photo removed', variant: 'success' }),
    onError: (error) => {
      if (!redirectIfUnauthorized(error)) {
        toast({ title: 'Error', description: errorMessageOf(error, 'Failed to remove photo'), variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
