/**
 * NATS request subjects of every service: one per forwarded route (named like the route), plus each
 * service's health probe and the service-to-service requests no browser makes. Each domain writes its
 * own (`<domain>/subjects.ts`); this joins them.
 */
import { ADMIN_SUBJECTS } from './admin/subjects';
import { DIRECTORY_SUBJECTS } from './directory/subjects';
import { NOTIFICATIONS_SUBJECTS } from './notifications/subjects';
import { PETS_SUBJECTS } from './pets/subjects';

export const SUBJECTS = {
  directory: DIRECTORY_SUBJECTS,
  pets: PETS_SUBJECTS,
  notifications: NOTIFICATIONS_SUBJECTS,
  admin: ADMIN_SUBJECTS,
} as const;
