import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZeroOne } from '@pawpals/contracts';
import { businessKeys, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { updateBusiness } from './update-business';

/** updateBusiness with {isPremium: 0|1} alone: the premium toggle. */
export const setPremium = ({ id, isPremium }: { id: string; isPremium: ZeroOne }) => updateBusiness(id, { isPremium });

/** Toasts 'Premium features enabled!' / 'Premium features disabled' / 'Error' + message; refreshes my business and the directory lists. */
export function useTogglePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPremium,
    onSuccess: (_business, { isPremium }) =>
      toast({
        title: isPremium === 1 ? 'Premium features enabled!' : 'Premium features disabled',
        variant: 'success',
      }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) {
        toast({
          title: 'Error',
          description: errorMessageOf(error, 'Failed to update premium status'),
          variant: 'destructive',
        });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
