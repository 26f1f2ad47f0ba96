import { z } from 'zod';

/** The admin audit log (issue 27 item 4): what each admin action is called, and how an entry reads. */

/** Every admin action, each written once as one audit row by svc-admin. */
export const AUDIT_ACTIONS = [
  'post_approved',
  'post_rejected',
  'report_resolved',
  'content_taken_down',
  'takedown_restored',
  'user_suspended',
  'user_reinstated',
  'premium_changed',
  'admin_role_granted',
  'admin_role_changed',
  'admin_role_revoked',
  'broadcast_sent',
  'businesses_imported',
  'parked_event_handled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  post_approved: 'Approved a pet post',
  post_rejected: 'Rejected a pet post',
  report_resolved: 'Resolved a report',
  content_taken_down: 'Took content down',
  takedown_restored: 'Restored taken-down content',
  user_suspended: 'Suspended a member',
  user_reinstated: 'Reinstated a member',
  premium_changed: 'Changed premium',
  admin_role_granted: 'Granted an admin role',
  admin_role_changed: 'Changed an admin role',
  admin_role_revoked: 'Revoked an admin role',
  broadcast_sent: 'Sent a broadcast',
  businesses_imported: 'Imported businesses',
  parked_event_handled: 'Handled a parked event',
};

/** What an audit row names as its target. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'lost_found_pet',
  'business',
  'review',
  'sighting',
  'business_photo',
  'pet_message',
  'report',
  'takedown',
  'broadcast',
  'parked_event',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const isoDateTime = z.string().meta({ format: 'date-time' });

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

export const AUDIT_LOG_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

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
