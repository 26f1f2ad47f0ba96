/**
 * What the gateway answers about accounts, sessions, uploads, configuration and health.
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { adminRoleSchema } from '../shared/entities';
import { id, text } from '../shared/schema-parts';
import { ACCOUNT_TYPES } from './enums';
import { LOCALES } from '../shared/locales';

export const sessionUserSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
    profileImageUrl: text,
    accountType: z.enum(ACCOUNT_TYPES),
    /** Whether the person confirmed their email address through the link we mailed. */
    emailVerified: z.boolean(),
    /**
     * The language the member's mails, pushes and notifications are written in (docs/decisions/0151-server-speaks-spanish.md):
     * the one they signed up in, until they choose another. Always answered; optional in the type so older fixtures still read.
     */
    locale: z.enum(LOCALES).optional().meta({ description: "The member's language: en (default) or es" }),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in member' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminSessionUserSchema = sessionUserSchema
  .extend({ role: adminRoleSchema })
  .meta({ id: 'AdminSessionUser', description: 'A signed-in admin and their role' });

export const uploadUrlResultSchema = z.object({ uploadURL: z.string() }).meta({ id: 'UploadUrlResult' });
export type UploadUrlResult = z.infer<typeof uploadUrlResultSchema>;
export const objectPathResultSchema = z
  .object({
    objectPath: z.string(),
    width: z.number().int().optional().meta({ description: 'Width of the processed image (upright, at most 2560 px)' }),
    height: z.number().int().optional(),
    placeholder: z.string().optional().meta({ description: "A ThumbHash (base64) of the image, to paint its colours before it arrives" }),
  })
  .meta({ id: 'ObjectPathResult' });
export type ObjectPathResult = z.infer<typeof objectPathResultSchema>;

export const clientConfigSchema = z
  .object({
    mapTilesUrl: text.meta({ description: 'An OpenStreetMap-style {z}/{x}/{y} tile URL template; null = offline outline map' }),
    mapAttribution: text,
  })
  .meta({ id: 'ClientConfig', description: 'Deployment settings the browser needs' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const logoutEverywhereResultSchema = z
  .object({ message: z.string(), sessionsEnded: z.number().int() })
  .meta({ id: 'LogoutEverywhereResult' });

const componentState = z.enum(['up', 'down']);
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    postgres: componentState,
    nats: componentState,
    services: z.record(z.string(), componentState),
  })
  .meta({ id: 'Health' });
