/**
 * Alert areas and mail preferences with their readable messages: the browser forms and
 * svc-notifications both use these schemas.
 */
import { z } from 'zod';
import { bothOrNoCoordinates, coordinate, coordinatesMessage } from '../shared/validation';
import { PET_SPECIES } from '../pets/enums';
import { NOTIFICATIONS_LIMITS, PUSH_LIMITS } from './enums';

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
/** PUT /api/me/preferences: every kind of email, each on or off; `push` (each kind of Web Push) when given, else unchanged. */
export const emailPreferencesInputSchema = z.object({
  petAlerts: choice('petAlerts'),
  messages: choice('messages'),
  appointments: choice('appointments'),
  news: choice('news'),
  push: z
    .object(
      { petAlerts: choice('push.petAlerts'), messages: choice('push.messages'), appointments: choice('push.appointments') },
      { error: 'push must be an object of petAlerts, messages and appointments' },
    )
    .optional(),
});

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is incomplete. Please use the whole link from the email.' })
    .trim()
    .min(1, { error: 'This unsubscribe link is incomplete. Please use the whole link from the email.' })
    .max(300, { error: 'This unsubscribe link is not valid.' }),
});


/** The bytes of a base64url string (padding allowed), or null when it is not base64url. No Buffer: the browser uses this too. */
export function base64UrlBytes(value: string): Uint8Array | null {
  const text = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

const P256DH_MESSAGE = 'keys.p256dh must be the base64url public key of the subscription (65 bytes, an uncompressed P-256 point)';
const AUTH_MESSAGE = 'keys.auth must be the base64url auth secret of the subscription (16 bytes)';
const ENDPOINT_MESSAGE = 'endpoint must be the https: address of a push service';

const pushEndpoint = z
  .string({ error: ENDPOINT_MESSAGE })
  .trim()
  .min(1, { error: ENDPOINT_MESSAGE })
  .max(PUSH_LIMITS.endpointMaxLength, { error: `endpoint must be at most ${PUSH_LIMITS.endpointMaxLength} characters` })
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, { error: ENDPOINT_MESSAGE });

/**
 * POST /api/push/subscriptions: a browser's PushSubscription.toJSON(). The keys are checked byte by byte
 * here; svc-notifications also checks the point is on the curve and the endpoint's push service is allowed.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      p256dh: z.string({ error: P256DH_MESSAGE }).refine((v) => {
        const bytes = base64UrlBytes(v);
        return bytes?.length === PUSH_LIMITS.p256dhBytes && bytes[0] === 0x04;
      }, { error: P256DH_MESSAGE }),
      auth: z.string({ error: AUTH_MESSAGE }).refine((v) => base64UrlBytes(v)?.length === PUSH_LIMITS.authBytes, { error: AUTH_MESSAGE }),
    },
    { error: 'keys must hold the p256dh and auth of the subscription' },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: this device's endpoint, or the id of one in my list (Settings' "Remove"). */
export const pushUnsubscribeSchema = z
  .object({
    endpoint: z.string({ error: 'endpoint must be text' }).trim().max(PUSH_LIMITS.endpointMaxLength, { error: 'endpoint is too long' }).optional(),
    id: z.uuid({ error: 'id must be the id of one of my subscriptions' }).optional(),
  })
  .refine((v) => Boolean(v.endpoint) !== Boolean(v.id), { error: 'Give the endpoint of the subscription, or its id' });
