import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCheck, BodyOf, SessionUser } from '@pawpals/contracts';
import { callApi, isApiKey, isSessionKey, sessionKeys } from '@pawpals/api-client';

/** POST /api/admin/login with {username, password}; answers the user (with username) and the admin role. */
export const adminLogin = (body: BodyOf<'adminLogin'>) => callApi('adminLogin', { body });

/**
 * Admin login. A wrong password is a 401 with its own message, so no logged-out redirect. On success
 * the session caches take the answer directly, so the guard never sees a half-refreshed session.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    meta: { skipAuthRedirect: true },
    onSuccess: ({ role, ...user }) => {
      queryClient.setQueryData<SessionUser>(sessionKeys.currentUser(), user);
      queryClient.setQueryData<AdminCheck>(sessionKeys.adminCheck(), { isAdmin: true, role });
      // Anything read under the previous session is stale now.
      queryClient.removeQueries({ predicate: (q) => isApiKey(q.queryKey) && !isSessionKey(q.queryKey) });
    },
  });
}
