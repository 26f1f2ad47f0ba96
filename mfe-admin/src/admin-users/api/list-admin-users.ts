import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/admin-users (super admin only): every admin with email, role and date added. */
export const listAdminUsers = () => callApi('listAdminUsers');

export const listAdminUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.adminUsers(), queryFn: listAdminUsers });

export function useListAdminUsers() {
  return useQuery(listAdminUsersQueryOptions());
}
