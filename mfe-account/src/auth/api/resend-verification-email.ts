import { useMutation } from '@tanstack/react-query';
import { callApi } from '@pawpals/api-client';

/** POST /api/auth/verify-email/resend: mails a fresh verification link to the signed-in member. */
export const resendVerificationEmail = () => callApi('resendVerificationEmail', {});

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
