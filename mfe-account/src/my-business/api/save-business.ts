import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { businessKeys, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { createBusiness } from './create-business';
import { updateBusiness } from './update-business';

/** The business form's save: createBusiness without a business yet, else updateBusiness. */
export function saveBusiness({ id, data }: { id: string | null; data: BodyOf<'createBusiness'> }) {
  return id ? updateBusiness(id, data) : createBusiness(data);
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
