import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@pawpals/api-client';
import { refreshNotifications } from './refresh-notifications';

/** PATCH /api/notifications/:id/read. */
export const markNotificationRead = (id: string) => callApi('markNotificationRead', { params: { id } });

/** Errors are ignored; afterwards the bell re-reads. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshNotifications(queryClient),
  });
}
