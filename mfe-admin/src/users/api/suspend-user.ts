import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';

/** POST /api/admin/users/:id/suspend with {reason, until?}. */
export const suspendUser = ({ id, ...body }: BodyOf<'suspendUser'> & { id: string }) => callApi('suspendUser', { params: { id }, body });

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.members() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}
