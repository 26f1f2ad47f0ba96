import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite } from '@pawpals/contracts';
import { apiJson, apiRequest, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { dashboardKeys } from './dashboard-keys';

export interface ToggleFavoriteInput {
  businessId: string;
  /** The favorite's id while it is one (then it is removed), else null (then it is added back). */
  favoriteId: string | null;
}

/** POST /api/favorites {businessId} or DELETE /api/favorites/:id. */
export async function toggleFavorite({
  businessId,
  favoriteId,
}: ToggleFavoriteInput): Promise<{ added: boolean }> {
  if (favoriteId) await apiRequest('DELETE', `/api/favorites/${encodeURIComponent(favoriteId)}`);
  else await apiJson<Favorite>('POST', '/api/favorites', { businessId });
  return { added: !favoriteId };
}

/** The heart on a dashboard card; toasts of SPEC §8, 401 left to the global handler. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ added }) =>
      toast({ title: added ? 'Added to favorites' : 'Removed from favorites', variant: 'success' }),
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({ title: 'Error', description: 'Failed to update favorites', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.favorites() }),
  });
}
