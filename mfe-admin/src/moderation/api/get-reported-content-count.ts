import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, callApi } from '@pawpals/api-client';

/** GET /api/admin/reported-content/count → {count}: every pending report, not only the pages loaded. */
export const getReportedContentCount = () => callApi('getReportedContentCount');

export const getReportedContentCountQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reportedContentCount(), queryFn: getReportedContentCount, select: ({ count }) => count });

/** The Reported Content tab's count. */
export const useGetReportedContentCount = () => useQuery(getReportedContentCountQueryOptions());
