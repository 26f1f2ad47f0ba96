import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ParkedEventList } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';

/** DELETE /api/admin/parked-events/:id with {reason} (kept in the audit log). */
export const deleteParkedEvent = ({ id, ...body }: { id: string } & BodyOf<'deleteParkedEvent'>) =>
  callApi('deleteParkedEvent', { params: { id }, body });

/** Delete: the row leaves the list at once; the dialog shows a refusal and the page toasts success. */
export function useDeleteParkedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParkedEvent,
    onSuccess: (_removed, { id }) => {
      queryClient.setQueryData<ParkedEventList>(adminKeys.parkedEvents(), (list) =>
        list
          ? { ...list, events: list.events.filter((e) => e.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.parkedEvents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.systemStatus() }),
      ]),
  });
}
