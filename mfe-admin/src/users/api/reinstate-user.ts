import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

/** POST /api/admin/users/:id/reinstate. */
export const reinstateUser = (id: string) => callApi('reinstateUser', { params: { id } });

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.members() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
      toast({ title: 'Member reinstated', variant: 'success' });
    },
    onError: (error) => toastActionError(error, 'Failed to reinstate the member'),
  });
}
