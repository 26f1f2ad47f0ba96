import { SUBJECTS } from '@pawpals/contracts';
import type { ForwardRoute } from '../route-table';

export const notificationsRoutes: ForwardRoute[] = [
  {
    method: 'GET',
    path: '/notifications',
    subject: SUBJECTS.notifications.list,
    access: 'user',
    summary: 'My notifications, newest first',
  },
  {
    method: 'GET',
    path: '/notifications/unread-count',
    subject: SUBJECTS.notifications.unreadCount,
    access: 'user',
    summary: 'How many of my notifications are unread: {count}',
  },
];
