import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/users: members with reviews count, pets helped and badges (also the Add Admin user list). */
export const listMembers = () => callApi('listMembers');

export const listMembersQueryOptions = () => queryOptions({ queryKey: adminKeys.members(), queryFn: listMembers });

export function useListMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listMembersQueryOptions(), enabled: options.enabled ?? true });
}
