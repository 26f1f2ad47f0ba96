import { SUBJECTS, type AdminRole } from '@pawpals/contracts';

export type Access = 'public' | 'user' | { admin: AdminRole };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One /api route answered by a domain service: the gateway checks access and forwards it over NATS. */
export interface ForwardRoute {
  method: HttpMethod;
  /** Express-style path under /api, with :params. */
  path: string;
  subject: string;
  access: Access;
  summary: string;
  /** Answer status when the service succeeds (default 200, or 201 for POST). */
  status?: number;
}

export const ROUTES: ForwardRoute[] = [
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
    method: 'GET',
    path: '/admin/check',
    subject: SUBJECTS.admin.check,
    access: 'user',
    summary: 'Whether the signed-in user is an admin, and their role: {isAdmin, role}',
  },
];
