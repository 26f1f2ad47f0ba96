import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

/** POST /api/login/local with email or username and password. */
export const login = (body: BodyOf<'login'>) => callApi('login', { body });

/** Login mutation; a wrong password is a 401 with its own message, so no logged-out redirect here. */
export function useLogin() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: login,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
