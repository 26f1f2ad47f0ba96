import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

/** POST /api/login/local with email or username and password. */
export function login(payload: LoginInput): Promise<SessionUser> {
  return apiJson<SessionUser>('POST', '/api/login/local', payload);
}

/** Login mutation; a wrong password is a 401 with its own message, so no logged-out redirect here. */
export function useLogin() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: login,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
