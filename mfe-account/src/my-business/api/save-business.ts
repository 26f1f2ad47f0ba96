import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business, BusinessInput } from '@pawpals/contracts';
import { apiJson, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { businessKeys } from './business-keys';

/** POST /api/businesses (create) or PUT /api/businesses/:id (update). */
export function saveBusiness({ id, data }: { id: string | null; data: BusinessInput }): Promise<Business> {
  return id
    ? apiJson<Business>('PUT', `/api/businesses/${encodeURIComponent(id)}`, data)
    : apiJson<Business>('POST', '/api/businesses', data);
}

/** Toasts 'Business created successfully' / 'Business updated successfully' / 'Failed to save business'. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (business, { id }) => {
      queryClient.setQueryData(businessKeys.mine(), business);
      toast({
        title: id ? 'Business updated successfully' : 'Business created successfully',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) {
        // The server's reason (e.g. a field that is too long) helps the owner fix it; the title is SPEC §8's.
        toast({
          title: 'Failed to save business',
          description: errorMessageOf(error, '') || undefined,
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
