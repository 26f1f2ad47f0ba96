import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@pawpals/ui';
import { isUnauthorizedError } from '@pawpals/api-client';
import { favoriteKeys } from './favorite-keys';
import { addFavorite } from './add-favorite';
import { removeFavorite } from './remove-favorite';

export interface ToggleFavoriteInput {
  businessId: string;
  /** The favorite's id when the business is a favorite now (then it is removed), else null (then it is added). */
  favoriteId: string | null;
}

/**
 * Adds or removes a favorite, then re-reads the list. Toasts: 'Added to favorites' /
 * 'Removed from favorites'; on failure 'Error' / 'Failed to update favorites' (SPEC §8). A 401 is
 * left to the global handler (logged-out toast and /login).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ businessId, favoriteId }: ToggleFavoriteInput) => {
      if (favoriteId) await removeFavorite(favoriteId);
      else await addFavorite(businessId);
      return { added: !favoriteId };
    },
    onSuccess: ({ added }) => {
      toast({ title: added ? 'Added to favorites' : 'Removed from favorites', variant: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({ title: 'Error', description: 'Failed to update favorites', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
