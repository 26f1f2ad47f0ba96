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
  {
    method: 'PATCH',
    path: '/notifications/:id/read',
    subject: SUBJECTS.notifications.markRead,
    access: 'user',
    summary: 'Mark one of my notifications read (someone else’s answers 404)',
  },
  {
    method: 'POST',
    path: '/notifications/read-all',
    subject: SUBJECTS.notifications.markAllRead,
    access: 'user',
    summary: 'Mark all my notifications read: {updated}',
    status: 200,
  },
];
