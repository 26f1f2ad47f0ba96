import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ReportedContent } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';

export type ResolveReportInput = { id: string } & BodyOf<'resolveReport'>;

/** POST /api/admin/reports/:id/resolve with {action: 'remove' | 'dismiss', reason}. */
export const resolveReport = ({ id, ...body }: ResolveReportInput) => callApi('resolveReport', { params: { id }, body });

/** Every pending report of the same content closes with it: they leave the queue together. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_result, { id }) => {
      queryClient.setQueryData<ReportedContent[]>(adminKeys.reportedContent(), (reports) => {
        const resolved = reports?.find((r) => r.id === id);
        return resolved ? reports!.filter((r) => !(r.contentType === resolved.contentType && r.contentId === resolved.contentId)) : reports;
      });
      for (const key of [adminKeys.reportedContent(), adminKeys.pendingLostFoundPets(), adminKeys.analytics(), adminKeys.auditLog()]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
