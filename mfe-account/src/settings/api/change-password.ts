import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/auth/password: needs the current password; my other sessions end. */
export const changePassword = (body: BodyOf<'changePassword'>) => callApi('changePassword', { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
