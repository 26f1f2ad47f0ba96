/** Query keys of the notifications feature (the URLs they read). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: () => ['/api/notifications'] as const,
  unreadCount: () => ['/api/notifications/unread-count'] as const,
};
