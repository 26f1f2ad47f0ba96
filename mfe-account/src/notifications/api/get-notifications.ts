import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Notification } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { notificationKeys } from './notification-keys';

export function getNotifications(): Promise<Notification[]> {
  return apiJson<Notification[]>('GET', '/api/notifications');
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications, refetchInterval: LIMITS.notificationPollMs });

/** GET /api/notifications, every 30 s while signed in (SPEC §7.3). */
export function useNotifications() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...notificationsQueryOptions(), enabled: isAuthenticated });
}
