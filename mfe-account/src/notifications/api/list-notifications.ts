import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS } from '@pawpals/contracts';
import { callApiPage, notificationKeys } from '@pawpals/api-client';
import { useSignedInInfiniteQuery } from '@pawpals/session';

/** GET /api/notifications: my notifications, newest first, one page at a time (the next by its Link header's cursor). */
export const listNotifications = (cursor?: string) => callApiPage('listNotifications', { query: { cursor } });

export const listNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: LIMITS.notificationPollMs,
  });

/** Every 30 s while signed in (the pages shown so far). */
export const useListNotifications = () => useSignedInInfiniteQuery(listNotificationsQueryOptions());
