import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@pawpals/api-client';

/** Re-reads the bell: the notification list and the unread count. */
export function refreshNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  ]);
}
