import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/reported-content (moderator or higher): pending reports of businesses, reviews and pet posts. */
export const listReportedContent = () => callApi('listReportedContent');

export const listReportedContentQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reportedContent(), queryFn: listReportedContent });

export function useListReportedContent() {
  return useQuery(listReportedContentQueryOptions());
}
