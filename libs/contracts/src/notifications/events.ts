/** The events svc-notifications publishes. */
import { defineEvent } from '../shared/contract-builders';
import type { PetSpecies } from '../pets/enums';

/** A member set, changed or removed their alert area (svc-notifications). */
export interface AlertAreaChanged {
  userId: string;
  removed: boolean;
  latitude: number | null;
  longitude: number | null;
  radiusMiles: number | null;
  species: PetSpecies[];
}

export const NOTIFICATIONS_EVENTS = {
  alertAreaChanged: defineEvent<AlertAreaChanged>('notifications', 'alert_area_changed'),
} as const;
