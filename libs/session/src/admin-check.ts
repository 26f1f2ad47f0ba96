import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRole } from '@pawpals/contracts';
import { apiQueryFn, sessionKeys } from '@pawpals/api-client';
import { useCurrentUser } from './current-user';

export interface AdminCheck {
  isAdmin: boolean;
  role: AdminRole | null;
}

/**
 * GET /api/admin/check. The header asks without retry; the admin guard asks with one retry.
 * A 401 here only means "not an admin", so it never triggers the logged-out redirect.
 */
export const adminCheckQueryOptions = (retry: 0 | 1 = 0) =>
  queryOptions<AdminCheck>({
    queryKey: sessionKeys.adminCheck(),
    queryFn: apiQueryFn('checkAdmin'),
    retry,
    meta: { skipAuthRedirect: true },
  });

export function useAdminCheck(options: { retry?: 0 | 1 } = {}) {
  const { isAuthenticated } = useCurrentUser();
  const query = useQuery({ ...adminCheckQueryOptions(options.retry ?? 0), enabled: isAuthenticated });
  return {
    isAdmin: isAuthenticated && query.data?.isAdmin === true,
    role: isAuthenticated ? (query.data?.role ?? null) : null,
    isLoading: isAuthenticated && query.isLoading,
    isError: query.isError,
  };
}
