import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';
import { adminUserKeys } from './admin-user-keys';

/** DELETE /api/admin/admin-users/:id (the admin row's id). */
export function removeAdminUser(id: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/admin/admin-users/${encodeURIComponent(id)}`);
}

/** Remove: 'Admin user removed successfully' (SPEC §8). */
export function useRemoveAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdminUser,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminUser[]>(adminUserKeys.list(), (rows) => rows?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.list() });
      toast({ title: 'Admin user removed successfully', variant: 'success' });
    },
    onError: (error) => toastActionError(error, 'Failed to remove admin user'),
  });
}
