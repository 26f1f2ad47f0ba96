import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@pawpals/api-client';
import { notificationKeys } from './notification-keys';

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('POST', '/api/notifications/read-all');
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
    ]);
}

/** PATCH /api/notifications/:id/read. Errors are ignored (SPEC §8). */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markNotificationRead, meta: { skipAuthRedirect: true }, onSuccess: refresh });
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, meta: { skipAuthRedirect: true }, onSuccess: refresh });
}
