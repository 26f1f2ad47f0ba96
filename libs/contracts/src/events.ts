/**
 * The event catalogue: every event on the EVENTS stream, each with its typed payload. Each domain
 * writes the events it publishes (`<domain>/events.ts`); this joins them.
 */
import { ADMIN_EVENTS } from './admin/events';
import { DIRECTORY_EVENTS } from './directory/events';
import { IDENTITY_EVENTS } from './identity/events';
import { NOTIFICATIONS_EVENTS } from './notifications/events';
import { PETS_EVENTS } from './pets/events';

export const EVENTS = {
  ...IDENTITY_EVENTS,
  ...DIRECTORY_EVENTS,
  ...PETS_EVENTS,
  ...NOTIFICATIONS_EVENTS,
  ...ADMIN_EVENTS,
} as const;
