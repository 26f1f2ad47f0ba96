import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@pawpals/contracts';
import { callApi, notificationKeys } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

/** GET /api/notifications: my notifications, newest first. */
export const listNotifications = () => callApi('listNotifications');

export const listNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: listNotifications, refetchInterval: LIMITS.notificationPollMs });

/** Every 30 s while signed in. */
export const useListNotifications = () => useSignedInQuery(listNotificationsQueryOptions());
