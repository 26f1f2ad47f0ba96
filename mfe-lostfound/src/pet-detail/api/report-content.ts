import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/reports {contentType, contentId, reason}: once per member and post (409 after). */
export const reportContent = (body: BodyOf<'reportContent'>) => callApi('reportContent', { body });

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
