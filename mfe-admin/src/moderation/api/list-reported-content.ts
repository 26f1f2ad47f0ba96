import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys, callApiPage } from '@pawpals/api-client';
import { followingPages } from '../../shared/paged-list';

/** GET /api/admin/reported-content?cursor=: one page of the pending reports, newest first. */
export const listReportedContent = (cursor?: string) => callApiPage('listReportedContent', { query: { cursor } });

export const listReportedContentQueryOptions = () =>
  infiniteQueryOptions({ queryKey: adminKeys.reportedContent(), queryFn: ({ pageParam }) => listReportedContent(pageParam), ...followingPages });

export function useListReportedContent() {
  return useInfiniteQuery(listReportedContentQueryOptions());
}
