import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@pawpals/ui';
import { isUnauthorizedError } from '../errors';
import { favoriteKeys } from '../keys';
import { addFavorite } from './add-favorite';
import { removeFavorite } from './remove-favorite';

export interface ToggleFavoriteInput {
  businessId: string;
  /** The favorite's id while the business is one (then it is removed), else null (then it is added). */
  favoriteId: string | null;
}

/** addFavorite or removeFavorite, by whether the business is a favorite now. */
export async function toggleFavorite({ businessId, favoriteId }: ToggleFavoriteInput): Promise<{ added: boolean }> {
  if (favoriteId) await removeFavorite(favoriteId);
  else await addFavorite(businessId);
  return { added: !favoriteId };
}

/**
 * The heart on a business (directory cards and detail, dashboard favorites): adds or removes, then
 * re-reads the list. Toasts 'Added to favorites' / 'Removed from favorites'; on failure 'Error' /
 * 'Failed to update favorites'. A 401 is left to the global handler (logged-out toast, /login).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ added }) => {
      toast({ title: added ? 'Added to favorites' : 'Removed from favorites', variant: 'success' });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to update favorites', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
