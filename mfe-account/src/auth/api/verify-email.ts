import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

/** POST /api/auth/verify-email with the token of the mailed link. */
export const verifyEmail = (body: BodyOf<'verifyEmail'>) => callApi('verifyEmail', { body });

/** Confirms the address; a signed-in visitor's user is re-read so the banner goes away. */
export function useVerifyEmail() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
