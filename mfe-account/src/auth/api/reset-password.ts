import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

/** POST /api/auth/password-reset/confirm: sets the new password, ends every other session and signs in. */
export const resetPassword = (body: BodyOf<'resetPassword'>) => callApi('resetPassword', { body });

export function useResetPassword() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: resetPassword,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
