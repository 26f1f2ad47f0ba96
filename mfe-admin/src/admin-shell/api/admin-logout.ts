import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@pawpals/api-client';
import { sessionKeys } from '@pawpals/session';

/** POST /api/admin/logout: ends the session; answers {message}. */
export function adminLogout(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/admin/logout');
}

/**
 * 'Exit Admin'. The caller leaves the portal first (onSuccess of mutate), then the session caches are
 * reset so the header shows a signed-out visitor.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    meta: { skipAuthRedirect: true },
    onSettled: (_data, error) => {
      if (error) return;
      // After the page has moved to '/': forget the session and every admin answer.
      setTimeout(() => {
        queryClient.setQueryData(sessionKeys.currentUser(), null);
        queryClient.removeQueries({ queryKey: sessionKeys.adminCheck() });
        queryClient.removeQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/') });
      }, 0);
    },
  });
}
