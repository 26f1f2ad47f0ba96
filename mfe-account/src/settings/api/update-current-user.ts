import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi, sessionKeys } from '@pawpals/api-client';

/** PATCH /api/auth/user: my first and last name and profile photo. */
export const updateCurrentUser = (body: BodyOf<'updateCurrentUser'>) => callApi('updateCurrentUser', { body });

/** The answer is the updated user: it replaces the current user at once (header, dashboard). */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCurrentUser, onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser(), user) });
}
