import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserCreate } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminUserKeys } from './admin-user-keys';

/** POST /api/admin/admin-users with {userId, role}. */
export function createAdminUser(payload: AdminUserCreate): Promise<AdminUser> {
  return apiJson<AdminUser>('POST', '/api/admin/admin-users', payload);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.list() }),
  });
}
