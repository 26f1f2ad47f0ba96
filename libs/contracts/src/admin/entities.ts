/**
 * The admin portal's shapes: roles, the dashboard, members and suspensions, reports and takedowns, the audit log, trends and the place import.
 * Each shape is a zod schema (the response half of the route contracts, and the OpenAPI components
 * named by `meta({id})`); the TypeScript type of the same name is inferred from it, so a field is
 * declared once. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { adminRoleSchema } from '../shared/entities';
import { id, isoDateTime, text } from '../shared/schema-parts';
import { businessCategorySchema } from '../directory/entities';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  PARKED_EVENT_RETRY_OUTCOMES,
  REPORT_ACTIONS,
  REPORTED_CONTENT_STATUSES,
  SERVICE_STATES,
  TAKEDOWN_CONTENT_TYPES,
  TREND_WEEKS,
} from './enums';

export const memberSuspensionSchema = z
  .object({
    userId: z.string(),
    reason: z.string(),
    until: z.string().nullable().meta({ format: 'date-time', description: 'Null = until reinstated' }),
    suspendedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'MemberSuspension' });
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;

export const adminCheckSchema = z
  .object({ isAdmin: z.boolean(), role: adminRoleSchema.nullable() })
  .meta({ id: 'AdminCheck' });
export type AdminCheck = z.infer<typeof adminCheckSchema>;

export const dashboardAnalyticsSchema = z
  .object({
    totalBusinesses: z.number().int(),
    totalUsers: z.number().int(),
    activePets: z.number().int(),
    totalAppointments: z.number().int(),
    premiumBusinesses: z.number().int(),
    pendingContentApproval: z.number().int(),
    reunionsThisMonth: z.number().int().meta({ description: 'Posts marked reunited since the first of this month (UTC)' }),
    categoryDistribution: z.array(z.object({ category: businessCategorySchema, count: z.number().int() })),
    recentActivity: z.array(z.object({ id: z.string(), description: z.string(), timestamp: isoDateTime })),
  })
  .meta({ id: 'DashboardAnalytics' });
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

export const adminUserSchema = z
  .object({ id, userId: id, email: z.string(), username: z.string(), role: adminRoleSchema, createdAt: isoDateTime })
  .meta({ id: 'AdminUser', description: 'A member with an admin role' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListItemSchema = z
  .object({
    id,
    email: z.string(),
    username: z.string(),
    profilePicture: text,
    reviewsCount: z.number().int(),
    petsFoundCount: z.number().int(),
    badges: z.array(z.object({ name: z.string() })),
    suspension: memberSuspensionSchema.nullable().meta({ description: 'Their suspension while it lasts, else null' }),
  })
  .meta({ id: 'Member', description: 'A member as the admin portal lists them' });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const reportedContentSchema = z
  .object({
    id,
    contentType: z.string(),
    contentId: id,
    reason: z.string(),
    status: z.enum(REPORTED_CONTENT_STATUSES),
    createdAt: isoDateTime,
    content: z
      .object({ title: z.string(), link: text })
      .nullable()
      .optional()
      .meta({ description: "In the moderation queue: what was reported, named by its owner, and where to open it (null when it no longer exists)" }),
  })
  .meta({ id: 'ReportedContent' });
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const settingsCategoriesSchema = z
  .object({
    businessCategories: z.array(z.string()),
    priceRanges: z.array(z.string()),
    appointmentStatuses: z.array(z.string()),
    adminRoles: z.array(z.string()),
  })
  .meta({ id: 'SettingsCategories' });
export type SettingsCategories = z.infer<typeof settingsCategoriesSchema>;

export const placeSearchResultSchema = z
  .object({
    googlePlaceId: z.string(),
    name: z.string(),
    category: businessCategorySchema,
    city: z.string(),
    state: z.string(),
    phone: text,
    rating: z.number().nullable(),
    address: text.optional(),
    websiteUrl: text.optional(),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
  })
  .meta({ id: 'PlaceSearchResult', description: 'A place found by the import search' });
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

export const importResultSchema = z
  .object({
    imported: z.array(z.object({ name: z.string() })),
    duplicates: z.array(z.object({ name: z.string() })),
    errors: z.array(z.object({ name: z.string(), error: z.string() })),
    message: z.string(),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

export const broadcastResultSchema = z
  .object({ message: z.string(), broadcastId: id })
  .meta({ id: 'BroadcastResult' });

export const takedownSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    contentType: z.enum(TAKEDOWN_CONTENT_TYPES),
    contentId: z.string().meta({ format: 'uuid' }),
    reason: z.string(),
    createdAt: isoDateTime,
    restoredAt: isoDateTime.nullable().meta({ description: 'When a moderator restored it; null while it is down' }),
  })
  .meta({ id: 'Takedown', description: 'Content a moderator took down' });
export type Takedown = z.infer<typeof takedownSchema>;

export const reportResolutionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    closedReports: z.number().int().meta({ description: 'How many pending reports of this content were closed (this one included)' }),
    takedown: takedownSchema.nullable().meta({ description: "The takedown 'remove' made (or found already in place); null for 'dismiss'" }),
  })
  .meta({ id: 'ReportResolution' });
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** One row of GET /api/admin/audit-log. */
export const auditLogEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string(),
    actorEmail: z.string().nullable().meta({ description: 'The actor\'s email when they acted (kept if it changes later)' }),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string().nullable().meta({ description: 'Null for an action without a single target (an import of many places)' }),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditLogEntry', description: 'One admin action' });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** Newest first; `nextCursor` (null on the last page) is the `cursor` of the next page. */
export const auditLogPageSchema = z
  .object({ entries: z.array(auditLogEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const trendWeekSchema = z
  .object({
    weekStart: z.string().meta({ format: 'date', description: 'Monday of the week (UTC)' }),
    newMembers: z.number().int(),
    newBusinesses: z.number().int(),
    posts: z.number().int().meta({ description: 'Lost and found posts created' }),
    reunions: z.number().int().meta({ description: 'Posts marked reunited' }),
    appointments: z.number().int().meta({ description: 'Appointment requests made' }),
  })
  .meta({ id: 'TrendWeek' });
export type TrendWeek = z.infer<typeof trendWeekSchema>;

export const adminTrendsSchema = z
  .object({ weeks: z.array(trendWeekSchema).meta({ description: `The last ${TREND_WEEKS} weeks, oldest first` }) })
  .meta({ id: 'AdminTrends' });
export type AdminTrends = z.infer<typeof adminTrendsSchema>;

/** The system page (docs/decisions/0148-admin-system-page.md): a service's outbox, events committed and not yet published. */
export const outboxStateSchema = z
  .object({
    pending: z.number().int().meta({ description: 'Events committed to the outbox and not yet published to JetStream' }),
    oldestAgeSeconds: z.number().meta({ description: 'Age of the oldest unpublished event in seconds (0 when none)' }),
  })
  .meta({ id: 'OutboxState' });
export type OutboxState = z.infer<typeof outboxStateSchema>;

/** One durable JetStream consumer of a service and its backlog. */
export const consumerBacklogSchema = z
  .object({
    service: z.string().meta({ description: 'The service that runs it, e.g. svc-notifications' }),
    name: z.string().meta({ description: 'The durable consumer, e.g. notifications__directory_inquiry_replied' }),
    pending: z.number().int().meta({ description: 'Messages not yet delivered to it (JetStream num_pending)' }),
    ackPending: z.number().int().meta({ description: 'Messages delivered and not yet acknowledged' }),
  })
  .meta({ id: 'ConsumerBacklog' });
export type ConsumerBacklog = z.infer<typeof consumerBacklogSchema>;

export const serviceStatusSchema = z
  .object({
    name: z.string().meta({ description: 'svc-directory, svc-pets, svc-notifications or svc-admin' }),
    status: z.enum(SERVICE_STATES).meta({ description: 'up; degraded (answered, but a reading failed); down (no answer in time)' }),
    outbox: outboxStateSchema.nullable().meta({ description: 'Null when down or when its database could not be read' }),
    consumers: z.array(consumerBacklogSchema),
    parkedEvents: z.number().int().nullable().meta({ description: 'Null when down or when its database could not be read' }),
    problems: z.array(z.string()).meta({ description: 'What could not be read, in words' }),
  })
  .meta({ id: 'ServiceStatus' });
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const systemStatusSchema = z
  .object({
    services: z.array(serviceStatusSchema),
    outbox: outboxStateSchema.meta({ description: "Every answering service's outbox together: the pending sum, the oldest age" }),
    consumers: z.array(consumerBacklogSchema).meta({ description: "Every answering service's durable consumers" }),
    parkedEvents: z.number().int().meta({ description: 'Parked events of every answering service' }),
    checkedAt: isoDateTime,
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** An event a consumer gave up on after its attempts (a parked_events row of one service). */
export const parkedEventSchema = z
  .object({
    id: z.string().meta({ description: '<service>.<consumer>.<event id>: names the service whose database holds it' }),
    service: z.string().meta({ description: 'svc-directory, svc-pets, svc-notifications or svc-admin' }),
    consumer: z.string(),
    eventId: z.string().meta({ description: "The envelope's id (seq-<n> when the message had no readable envelope)" }),
    subject: z.string(),
    error: z.string().meta({ description: 'The last failure' }),
    attempts: z.number().int(),
    parkedAt: isoDateTime,
  })
  .meta({ id: 'ParkedEvent' });
export type ParkedEvent = z.infer<typeof parkedEventSchema>;

export const parkedEventListSchema = z
  .object({
    events: z.array(parkedEventSchema).meta({ description: 'Newest first, at most ?limit' }),
    total: z.number().int().meta({ description: 'Parked events of the answering services (may exceed the events listed)' }),
    unavailableServices: z.array(z.string()).meta({ description: 'Services that did not answer in time: their events are missing' }),
  })
  .meta({ id: 'ParkedEventList' });
export type ParkedEventList = z.infer<typeof parkedEventListSchema>;

export const parkedEventRetrySchema = z
  .object({
    id: z.string(),
    outcome: z.enum(PARKED_EVENT_RETRY_OUTCOMES).meta({
      description: 'handled (the handler ran, the event is gone); already_handled (processed meanwhile, gone); failed (still parked)',
    }),
    error: z.string().nullable().meta({ description: 'The new failure when the outcome is failed' }),
  })
  .meta({ id: 'ParkedEventRetry' });
export type ParkedEventRetry = z.infer<typeof parkedEventRetrySchema>;
