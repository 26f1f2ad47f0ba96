import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminUserKeys } from './admin-user-keys';

export function getAdminUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', '/api/admin/admin-users');
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: adminUserKeys.list(), queryFn: getAdminUsers });

/** GET /api/admin/admin-users (super admin only). */
export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
