import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** DELETE /api/auth/user {password}: the account and its data are erased everywhere; the session ends. */
export const deleteAccount = (body: BodyOf<'deleteAccount'>) => callApi('deleteAccount', { body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
