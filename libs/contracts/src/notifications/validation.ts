/**
 * Alert areas and mail preferences with their readable messages: the browser forms and
 * svc-notifications both use these schemas.
 */
import { z } from 'zod';
import { bothOrNoCoordinates, coordinate, coordinatesMessage } from '../shared/validation';
import { PET_SPECIES } from '../pets/enums';
import { NOTIFICATIONS_LIMITS } from './enums';

const ALERT_RADIUS = `Radius must be from ${NOTIFICATIONS_LIMITS.alertRadiusMilesMin} to ${NOTIFICATIONS_LIMITS.alertRadiusMilesMax} miles`;

/**
 * PUT /api/me/alert-area: where a member wants to hear about lost and found pets — a ZIP code or a
 * point (a pin / "use my location"), a radius, and optionally only some species (empty = all).
 */
export const alertAreaInputSchema = z
  .object({
    zipCode: z
      .union([z.string(), z.null()], { error: 'ZIP code must be 5 digits' })
      .optional()
      .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
      .refine((v) => v === null || /^\d{5}(-\d{4})?$/.test(v), { error: 'ZIP code must be 5 digits' })
      .transform((v) => (v ? v.slice(0, 5) : v)),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    radiusMiles: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: ALERT_RADIUS })
        .min(NOTIFICATIONS_LIMITS.alertRadiusMilesMin, { error: ALERT_RADIUS })
        .max(NOTIFICATIONS_LIMITS.alertRadiusMilesMax, { error: ALERT_RADIUS }),
    ),
    species: z
      .array(z.enum(PET_SPECIES, { error: `Species must be one of: ${PET_SPECIES.join(', ')}` }), { error: 'Species must be a list' })
      .nullable()
      .optional()
      .transform((list) => [...new Set(list ?? [])]),
  })
  .refine(bothOrNoCoordinates, coordinatesMessage)
  .refine((v) => v.zipCode !== null || (v.latitude != null && v.longitude != null), {
    error: 'Give a ZIP code or a place on the map',
    path: ['zipCode'],
  });
export type AlertAreaInput = z.input<typeof alertAreaInputSchema>;

const choice = (field: string) => z.boolean({ error: `${field} must be true or false` });
/** PUT /api/me/preferences: every kind, each on or off. */
export const emailPreferencesInputSchema = z.object({
  petAlerts: choice('petAlerts'),
  messages: choice('messages'),
  appointments: choice('appointments'),
  news: choice('news'),
});

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is incomplete. Please use the whole link from the email.' })
    .trim()
    .min(1, { error: 'This unsubscribe link is incomplete. Please use the whole link from the email.' })
    .max(300, { error: 'This unsubscribe link is not valid.' }),
});

