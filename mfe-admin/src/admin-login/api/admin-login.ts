import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCheck, AdminLoginInput, AdminRole, SessionUser } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { sessionKeys } from '@pawpals/session';

export type AdminLoginAnswer = SessionUser & { role: AdminRole };

/** POST /api/admin/login with {username, password}; answers the user (with username) and the admin role. */
export function adminLogin(payload: AdminLoginInput): Promise<AdminLoginAnswer> {
  return apiJson<AdminLoginAnswer>('POST', '/api/admin/login', payload);
}

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
      queryClient.removeQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/') && !isSessionKey(q.queryKey[0]) });
    },
  });
}

function isSessionKey(url: string): boolean {
  return url === sessionKeys.currentUser()[0] || url === sessionKeys.adminCheck()[0];
}
