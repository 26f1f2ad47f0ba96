import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/audit-log (super admin only): a page of admin actions, newest first, after `cursor`. */
export const listAuditLog = (cursor?: string) => callApi('listAuditLog', { query: cursor ? { cursor } : {} });

export const listAuditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam }) => listAuditLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useListAuditLog() {
  return useInfiniteQuery(listAuditLogQueryOptions());
}
