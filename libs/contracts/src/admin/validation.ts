/**
 * What admins and members send to svc-admin, with readable messages: the place import, roles,
 * broadcasts, reports, moderation, the audit log's paging and suspensions.
 */
import { z } from 'zod';
import { ADMIN_ROLES } from '../shared/enums';
import { pageQueryFields, substringSearchField } from '../shared/paging';
import { BUSINESS_CATEGORIES } from '../directory/enums';
import {
  ADMIN_LIMITS,
  AUDIT_LOG_PAGE,
  PARKED_EVENT_REASON_MAX,
  PARKED_EVENTS_LIST,
  REPORT_ACTIONS,
  REPORTABLE_CONTENT_TYPES,
  SUSPENSION_REASON_MAX,
  TAKEDOWN_CONTENT_TYPES,
} from './enums';

/**
 * The import search (docs/product.md#input-rules): city and a 2-letter state required; limit 1–60, 20 when not
 * a number.
 */
export const placeSearchSchema = z.object({
  city: z.string({ error: 'City is required' }).trim().min(1, { error: 'City is required' }).max(100),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'State must be a 2-letter code' })
    .transform((s) => s.toUpperCase()),
  category: z.enum(['all', ...BUSINESS_CATEGORIES]).default('all'),
  limit: z.preprocess(
    // Only numbers and numeric text count: Number() on an arbitrary JSON object can throw (a non-callable valueOf).
    (v) => ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number.isFinite(Number(v)) ? Number(v) : ADMIN_LIMITS.importLimitDefault),
    z
      .number()
      .int({ error: 'Results limit must be a whole number' })
      .min(ADMIN_LIMITS.importLimitMin, { error: 'Results limit must be between 1 and 60' })
      .max(ADMIN_LIMITS.importLimitMax, { error: 'Results limit must be between 1 and 60' }),
  ),
});

/** What the admin import search sends, once parsed (state upper-cased, limit a number). */
export type PlaceSearchRequest = z.output<typeof placeSearchSchema>;

const SELECT_USER_AND_ROLE = 'Please select a user and role';
export const addAdminUserSchema = z.object({
  userId: z.uuid({ error: SELECT_USER_AND_ROLE }),
  role: z.enum(ADMIN_ROLES, { error: SELECT_USER_AND_ROLE }),
});

const FILL_IN_ALL = 'Please fill in all fields';
const TOO_LONG = 'Keep the title under 120 and the message under 1000 characters';
export const bulkNotificationSchema = z.object({
  title: z.string({ error: FILL_IN_ALL }).trim().min(1, { error: FILL_IN_ALL }).max(120, { error: TOO_LONG }),
  message: z.string({ error: FILL_IN_ALL }).trim().min(1, { error: FILL_IN_ALL }).max(1000, { error: TOO_LONG }),
});

export const reportContentSchema = z.object({
  contentType: z.enum(REPORTABLE_CONTENT_TYPES, { error: 'Choose what you are reporting' }),
  contentId: z.uuid({ error: 'Choose what you are reporting' }),
  reason: z
    .string({ error: 'Please tell us what is wrong' })
    .trim()
    .min(3, { error: 'Please tell us what is wrong' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
});

export const importBusinessesSchema = z.object({
  businesses: z
    .array(z.unknown(), { error: 'businesses must be a list of places' })
    .min(1, { error: 'Select at least one business to import' })
    .max(100, { error: 'Import at most 100 businesses at a time' }),
});

const REASON_REQUIRED = 'Please give a reason';
const moderationReason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(3, { error: REASON_REQUIRED })
  .max(500, { error: 'Keep the reason under 500 characters' });

export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: "Choose 'remove' or 'dismiss'" }),
  reason: moderationReason,
});

export const takedownInputSchema = z.object({
  contentType: z.enum(TAKEDOWN_CONTENT_TYPES, { error: 'Choose what to take down' }),
  contentId: z.uuid({ error: 'Choose what to take down' }),
  reason: moderationReason,
});

const LIMIT_RANGE = `Limit must be a whole number from 1 to ${AUDIT_LOG_PAGE.maxLimit}`;
export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int({ error: LIMIT_RANGE })
    .min(1, { error: LIMIT_RANGE })
    .max(AUDIT_LOG_PAGE.maxLimit, { error: LIMIT_RANGE })
    .default(AUDIT_LOG_PAGE.defaultLimit),
  cursor: z.string().max(200, { error: 'This page link is not valid' }).optional(),
});

/** GET /api/admin/users?q=&limit=&cursor= — newest first, q found in the email or username; paged (shared/paging.ts). */
export const memberListQuerySchema = z.object({ ...pageQueryFields, q: substringSearchField("member's email or username") });

const SUSPENSION_REASON_REQUIRED = 'Please give a reason for the suspension';

export const suspendUserSchema = z.object({
  reason: z
    .string({ error: SUSPENSION_REASON_REQUIRED })
    .trim()
    .min(1, { error: SUSPENSION_REASON_REQUIRED })
    .max(SUSPENSION_REASON_MAX, { error: `Keep the reason under ${SUSPENSION_REASON_MAX} characters` }),
  until: z.iso
    .datetime({ offset: true, error: 'Until must be a date and time, like 2030-01-31T18:00:00Z' })
    .nullish()
    .refine((v) => v == null || Date.parse(v) > Date.now(), { error: 'Until must be in the future' })
    .transform((v) => (v == null ? null : new Date(v).toISOString()))
    .meta({ description: 'When the suspension ends by itself; absent or null = until reinstated' }),
});

const PARKED_LIMIT_RANGE = `Limit must be a whole number from 1 to ${PARKED_EVENTS_LIST.maxLimit}`;
/** GET /api/admin/parked-events?limit= — the newest parked events across the services. */
export const parkedEventListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PARKED_LIMIT_RANGE })
    .int({ error: PARKED_LIMIT_RANGE })
    .min(1, { error: PARKED_LIMIT_RANGE })
    .max(PARKED_EVENTS_LIST.maxLimit, { error: PARKED_LIMIT_RANGE })
    .default(PARKED_EVENTS_LIST.defaultLimit),
});

const PARKED_REASON_REQUIRED = 'Please give a reason for deleting the event';
/** DELETE /api/admin/parked-events/:id — the reason is kept in the audit log. */
export const deleteParkedEventSchema = z.object({
  reason: z
    .string({ error: PARKED_REASON_REQUIRED })
    .trim()
    .min(1, { error: PARKED_REASON_REQUIRED })
    .max(PARKED_EVENT_REASON_MAX, { error: `Keep the reason under ${PARKED_EVENT_REASON_MAX} characters` }),
});
