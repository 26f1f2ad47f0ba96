import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: BodyOf<'requestPasswordReset'>) => callApi('requestPasswordReset', { body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { skipAuthRedirect: true } });
}
