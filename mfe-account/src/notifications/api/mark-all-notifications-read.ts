import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@pawpals/api-client';
import { refreshNotifications } from './refresh-notifications';

/** POST /api/notifications/read-all. */
export const markAllNotificationsRead = () => callApi('markAllNotificationsRead');

/** Errors are ignored; afterwards the bell re-reads. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    meta: { skipAuthRedirect: true },
    onSuccess: () => refreshNotifications(queryClient),
  });
}
