import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@pawpals/contracts';
import { callApi, notificationKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/notifications/unread-count → {count}. */
export const getUnreadCount = () => callApi('getUnreadCount');

/** The count itself, read every 30 s. */
export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: getUnreadCount,
    select: ({ count }) => count,
    refetchInterval: LIMITS.notificationPollMs,
  });

/** The unread count while signed in. */
export const useGetUnreadCount = () => useSignedInQuery(getUnreadCountQueryOptions());
