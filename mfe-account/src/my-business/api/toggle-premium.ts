import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, ZeroOne } from '@pawpals/contracts';
import { apiJson, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { businessKeys } from './business-keys';

/** PUT /api/businesses/:id {isPremium: 0|1}: the premium toggle (SPEC §7.5). */
export function setPremium({ id, isPremium }: { id: string; isPremium: ZeroOne }): Promise<Business> {
  return apiJson<Business>('PUT', `/api/businesses/${encodeURIComponent(id)}`, { isPremium });
}

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
