/**
 * The routes svc-notifications answers: notifications, the alert area, mail and push preferences, Web Push subscriptions.
 * Part of the route table (../api/routes.ts joins every domain's); plain data, no zod.
 */
import { route } from '../shared/contract-builders';
import type { RouteSpec } from '../shared/route-spec';

export const NOTIFICATIONS_ROUTES = {
  listNotifications: route({
    owner: 'notifications',
    method: 'GET',
    path: '/notifications',
    access: 'user',
    paged: true,
    summary: 'My notifications, newest first, one page at a time',
  }),
  getUnreadCount: route({
    owner: 'notifications',
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'user',
    summary: 'How many of my notifications are unread',
  }),
  markNotificationRead: route({
    owner: 'notifications',
    method: 'PATCH',
    path: '/notifications/:id/read',
    access: 'user',
    summary: 'Mark one of my notifications read (someone else’s answers 404)',
  }),
  markAllNotificationsRead: route({
    owner: 'notifications',
    method: 'POST',
    path: '/notifications/read-all',
    access: 'user',
    status: 200,
    summary: 'Mark all my notifications read',
  }),
  getAlertArea: route({
    owner: 'notifications',
    method: 'GET',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Where I hear about lost and found pets (null when I set no area)',
  }),
  setAlertArea: route({
    owner: 'notifications',
    method: 'PUT',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Set my alert area: a ZIP code or a point, a radius of 1–50 miles, optionally some species',
  }),
  getEmailPreferences: route({
    owner: 'notifications',
    method: 'GET',
    path: '/me/preferences',
    access: 'user',
    summary: 'Which emails I get: pet alerts near me, messages, appointment updates, platform news',
  }),
  updateEmailPreferences: route({
    owner: 'notifications',
    method: 'PUT',
    path: '/me/preferences',
    access: 'user',
    summary: 'Choose which emails I get (security emails are always sent)',
  }),
  unsubscribeEmails: route({
    owner: 'notifications',
    method: 'POST',
    path: '/me/preferences/unsubscribe',
    access: 'public',
    status: 200,
    summary: "Switch one kind of email off with the signed token of a mail's unsubscribe link (no sign-in needed)",
  }),
  deleteAlertArea: route({
    owner: 'notifications',
    method: 'DELETE',
    path: '/me/alert-area',
    access: 'user',
    summary: 'Stop pet alerts near me',
  }),
  getPushPublicKey: route({
    owner: 'notifications',
    method: 'GET',
    path: '/push/public-key',
    access: 'public',
    summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
  }),
  subscribePush: route({
    owner: 'notifications',
    method: 'POST',
    path: '/push/subscriptions',
    access: 'user',
    forwardHeaders: ['user-agent'],
    summary: "Send my notifications to this device by Web Push: the browser's subscription (again with the same endpoint changes nothing)",
  }),
  listPushSubscriptions: route({
    owner: 'notifications',
    method: 'GET',
    path: '/push/subscriptions',
    access: 'user',
    summary: 'My devices that get Web Push notifications (their push service and device, never their keys)',
  }),
  unsubscribePush: route({
    owner: 'notifications',
    method: 'DELETE',
    path: '/push/subscriptions',
    access: 'user',
    summary: 'Stop Web Push to one of my devices, named by its endpoint or its id',
  }),
} as const satisfies Record<string, RouteSpec & { owner: 'notifications' }>;
