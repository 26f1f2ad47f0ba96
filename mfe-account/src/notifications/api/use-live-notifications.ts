import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@pawpals/session';
import { appointmentKeys, callUrl, inquiryKeys, notificationKeys, petConversationKeys } from '@pawpals/api-client';

/** GET /api/notifications/stream: the server-sent notification stream (streamNotifications). */
export const NOTIFICATION_STREAM_URL = callUrl('streamNotifications');

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
      // A notification means something happened to my conversations or appointments (a reply, a new
      // inquiry or pet message, a request, a status change): their lists re-read, so open pages update live.
      for (const queryKey of [
        inquiryKeys.mine(),
        inquiryKeys.ofMyBusiness(),
        petConversationKeys.mine(),
        appointmentKeys.mine(),
        appointmentKeys.ofMyBusiness(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener('notification', refresh);
    return () => {
      source.removeEventListener('notification', refresh);
      source.close();
    };
  }, [isAuthenticated, queryClient]);
}
