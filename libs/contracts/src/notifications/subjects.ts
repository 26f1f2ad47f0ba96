/** svc-notifications' NATS request subjects: one per route it answers (named like the route), its health probe and its data export. */
import { routeSubjects, systemSubjects } from '../shared/contract-builders';
import { NOTIFICATIONS_ROUTES } from './routes';

export const NOTIFICATIONS_SUBJECTS = {
  ...routeSubjects('notifications', NOTIFICATIONS_ROUTES),
  health: 'notifications.health',
  ...systemSubjects('notifications'),
  exportUserData: 'notifications.exportUserData',
} as const;
