import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';

/** DELETE /api/admin/admin-users/:id (the admin row's id). */
export const removeAdminUser = (id: string) => callApi('removeAdminUser', { params: { id } });

/** Remove: 'Admin user removed successfully'. */
export function useRemoveAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdminUser,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminUser[]>(adminKeys.adminUsers(), (rows) => rows?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.adminUsers() });
      toast({ title: 'Admin user removed successfully', variant: 'success' });
    },
    onError: (error) => toastActionError(error, 'Failed to remove admin user'),
  });
}
