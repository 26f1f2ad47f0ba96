import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListItem } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { adminMemberKeys } from './admin-member-keys';

export function getAdminMembers(): Promise<AdminUserListItem[]> {
  return apiJson<AdminUserListItem[]>('GET', '/api/admin/users');
}

export const adminMembersQueryOptions = () => queryOptions({ queryKey: adminMemberKeys.list(), queryFn: getAdminMembers });

/** GET /api/admin/users: members with reviews count, pets helped and badges (also the Add Admin user list). */
export function useAdminMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminMembersQueryOptions(), enabled: options.enabled ?? true });
}
