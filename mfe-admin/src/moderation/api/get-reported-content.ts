import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedContent } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { moderationKeys } from './moderation-keys';

export function getReportedContent(): Promise<ReportedContent[]> {
  return apiJson<ReportedContent[]>('GET', '/api/admin/reported-content');
}

export const reportedContentQueryOptions = () => queryOptions({ queryKey: moderationKeys.reportedContent(), queryFn: getReportedContent });

/** GET /api/admin/reported-content (moderator or higher). */
export function useReportedContent() {
  return useQuery(reportedContentQueryOptions());
}
