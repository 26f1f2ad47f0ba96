import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@pawpals/session';
import { notificationKeys } from './notification-keys';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/**
 * Live push: while signed in, listens to the server-sent notification stream and refreshes the bell
 * the moment one arrives. EventSource reconnects by itself; the 30 s refetch covers any gap.
 */
export function useLiveNotifications() {
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAuthenticated || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    };
    source.addEventListener('notification', refresh);
    return () => {
      source.removeEventListener('notification', refresh);
      source.close();
    };
  }, [isAuthenticated, queryClient]);
}
