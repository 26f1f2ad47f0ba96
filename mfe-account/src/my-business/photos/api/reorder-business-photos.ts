import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, errorMessageOf, redirectIfUnauthorized } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

/** PUT /api/my-business/photos/order {photoIds} → the gallery in that order. */
export const reorderBusinessPhotos = (photoIds: string[]): Promise<BusinessPhoto[]> => callApi('reorderBusinessPhotos', { body: { photoIds } });

export function useReorderBusinessPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBusinessPhotos,
    onError: (error) => {
      if (!redirectIfUnauthorized(error)) {
        toast({ title: 'Error', description: errorMessageOf(error, 'Failed to reorder photos'), variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
