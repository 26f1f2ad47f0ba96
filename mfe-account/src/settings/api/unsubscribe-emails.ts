import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, emailPreferenceKeys } from '@pawpals/api-client';

/** POST /api/me/preferences/unsubscribe with the signed token of a mail's unsubscribe link. */
export const unsubscribeEmails = (body: BodyOf<'unsubscribeEmails'>) => callApi('unsubscribeEmails', { body });

export function useUnsubscribeEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeEmails,
    meta: { skipAuthRedirect: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailPreferenceKeys.mine() }),
  });
}
