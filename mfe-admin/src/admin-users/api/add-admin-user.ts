import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';

/** POST /api/admin/admin-users with {userId, role}. */
export const addAdminUser = (body: BodyOf<'addAdminUser'>) => callApi('addAdminUser', { body });

export function useAddAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.adminUsers() }),
  });
}
