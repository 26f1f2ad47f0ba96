import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { notificationKeys } from './notification-keys';

export async function getUnreadCount(): Promise<number> {
  const { count } = await apiJson<{ count: number }>('GET', '/api/notifications/unread-count');
  return count;
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: getUnreadCount, refetchInterval: LIMITS.notificationPollMs });

/** GET /api/notifications/unread-count, every 30 s while signed in (SPEC §7.3). */
export function useUnreadCount() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...unreadCountQueryOptions(), enabled: isAuthenticated });
}
