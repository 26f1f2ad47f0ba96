/**
 * Notifications' shapes: a notification, an alert area and the mail preferences.
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { zeroOneSchema } from '../shared/entities';
import { id, isoDateTime, text } from '../shared/schema-parts';
import { petSpeciesSchema } from '../pets/entities';

export const notificationSchema = z
  .object({
    id,
    title: z.string(),
    message: z.string(),
    link: text,
    isRead: zeroOneSchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const alertAreaSchema = z
  .object({
    zipCode: text,
    latitude: z.number(),
    longitude: z.number(),
    radiusMiles: z.number(),
    species: z.array(petSpeciesSchema).meta({ description: 'Only these species; empty = every species' }),
    placeLabel: text.meta({ description: 'The place in words, e.g. "Austin, TX 78701"' }),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'AlertArea', description: 'Where a member hears about lost and found pets' });
export type AlertArea = z.infer<typeof alertAreaSchema>;

export const pushPreferencesSchema = z
  .object({
    petAlerts: z.boolean().meta({ description: 'Lost and found pets near me, possible matches and sightings of my posts' }),
    messages: z.boolean().meta({ description: 'New pet messages and replies to my inquiries' }),
    appointments: z.boolean().meta({ description: 'Appointment status changes and reminders' }),
  })
  .meta({ id: 'PushPreferences', description: 'Which notifications also reach my subscribed devices by Web Push (each on by default)' });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const emailPreferencesSchema = z
  .object({
    petAlerts: z.boolean().meta({ description: 'Lost and found pets posted in my alert area' }),
    messages: z.boolean().meta({ description: 'New messages and replies' }),
    appointments: z.boolean().meta({ description: 'Appointment requests and status changes' }),
    news: z.boolean().meta({ description: 'Platform news and announcements' }),
    push: pushPreferencesSchema,
  })
  .meta({
    id: 'EmailPreferences',
    description: 'Which emails a member gets (security emails are always sent; at most one per kind per 15 minutes), and in `push` which kinds also go to their devices',
  });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const pushPublicKeySchema = z
  .object({ publicKey: z.string().meta({ description: 'The VAPID public key: an uncompressed P-256 point, base64url (applicationServerKey)' }) })
  .meta({ id: 'PushPublicKey' });

export const pushSubscriptionSchema = z
  .object({
    id,
    endpointOrigin: z.string().meta({ description: 'The push service, e.g. https://fcm.googleapis.com (never the whole endpoint, never the keys)' }),
    label: z.string().meta({ description: 'The device in words, from its user agent, e.g. "Chrome on Android"' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'PushSubscription', description: 'One of my devices that gets Web Push notifications' });
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;
