import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { BodyOf, ReportedContent } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';
import { changeLoadedItems, loadedItems, lowerCount, type ListPage } from '../../shared/paged-list';

export type ResolveReportInput = { id: string } & BodyOf<'resolveReport'>;

/** POST /api/admin/reports/:id/resolve with {action: 'remove' | 'dismiss', reason}. */
export const resolveReport = ({ id, ...body }: ResolveReportInput) => callApi('resolveReport', { params: { id }, body });

/** Every pending report of the same content closes with it: they leave the queue together. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: ({ closedReports }, { id }) => {
      const loaded = loadedItems(queryClient.getQueryData<InfiniteData<ListPage<ReportedContent>>>(adminKeys.reportedContent()));
      const resolved = loaded.find((r) => r.id === id);
      if (resolved) {
        changeLoadedItems<ReportedContent>(queryClient, adminKeys.reportedContent(), (reports) =>
          reports.filter((r) => !(r.contentType === resolved.contentType && r.contentId === resolved.contentId)),
        );
      }
      lowerCount(queryClient, adminKeys.reportedContentCount(), closedReports);
      // Removing a pending post takes it out of the pet queue too.
      const refreshed = [adminKeys.reportedContent(), adminKeys.reportedContentCount(), adminKeys.pendingLostFoundPets(), adminKeys.pendingLostFoundPetsCount(), adminKeys.analytics(), adminKeys.auditLog()];
      for (const key of refreshed) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
