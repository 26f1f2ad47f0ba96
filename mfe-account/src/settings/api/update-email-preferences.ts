import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, emailPreferenceKeys } from '@pawpals/api-client';

/** PUT /api/me/preferences: every kind, on or off. */
export const updateEmailPreferences = (body: BodyOf<'updateEmailPreferences'>) => callApi('updateEmailPreferences', { body });

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferenceKeys.mine(), saved),
  });
}
