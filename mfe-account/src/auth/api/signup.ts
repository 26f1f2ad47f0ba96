import { useMutation } from '@tanstack/react-query';
import type { AccountType, SessionUser, SignupData } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useRefreshCurrentUser } from '@pawpals/session';

export type SignupPayload = SignupData & { accountType: AccountType };

/** POST /api/signup: creates the account and signs in (session cookie). */
export function signup(payload: SignupPayload): Promise<SessionUser> {
  return apiJson<SessionUser>('POST', '/api/signup', payload);
}

/** Sign-up mutation; afterwards the current user is refreshed (SPEC §7.1). */
export function useSignup() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: signup,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshCurrentUser(),
  });
}
