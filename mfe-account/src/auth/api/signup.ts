import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

/** POST /api/signup: creates the account and signs in (session cookie). */
export const signup = (body: BodyOf<'signup'>) => callApi('signup', { body });

/** Sign-up mutation; afterwards the current user is refreshed. */
export function useSignup() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: signup,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
