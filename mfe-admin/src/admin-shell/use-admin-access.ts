import { useAdminCheck, useCurrentUser } from '@pawpals/session';
import type { AdminAccessInput } from './guard-state';

/** The inputs of the guard: the session user and GET /api/admin/check retried once. */
export function useAdminAccess(): AdminAccessInput {
  const { isLoading: userLoading, isAuthenticated } = useCurrentUser();
  const check = useAdminCheck({ retry: 1 });
  return { userLoading, isAuthenticated, checkLoading: check.isLoading, isAdmin: check.isAdmin, role: check.role };
}
