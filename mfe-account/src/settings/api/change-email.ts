import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/auth/email: mails a link to the new address; the change happens when it is opened. */
export const changeEmail = (body: BodyOf<'changeEmail'>) => callApi('changeEmail', { body });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
