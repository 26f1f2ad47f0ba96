import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@pawpals/contracts';
import { apiQueryFn, sessionKeys } from '@pawpals/api-client';

/** GET /api/auth/user: the user, or null when signed out (401). No retry. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: apiQueryFn('getCurrentUser', {}, { on401: 'returnNull' }),
    retry: false,
  });

export interface CurrentUserState {
  user: SessionUser | null;
  /** True while the first user check is in flight. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Signed in means the current-user call returned a user (docs/product.md#who-it-is-for). */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user };
}

/** Re-reads the current user, e.g. after sign-up or login. */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
}
