/**
 * The admin portal's enums, labels, words and limits: reports, takedowns, the audit log, trends,
 * suspensions and the place import. (The admin roles are shared: every route's access names them.)
 */

/** What a member can report (POST /api/reports): businesses and reviews live in svc-directory, pet posts in svc-pets. */
export const REPORTABLE_CONTENT_TYPES = ['business', 'review', 'lost_found_pet'] as const;
export type ReportableContentType = (typeof REPORTABLE_CONTENT_TYPES)[number];
export const REPORTED_CONTENT_STATUSES = ['pending', 'reviewed', 'dismissed'] as const;
export type ReportedContentStatus = (typeof REPORTED_CONTENT_STATUSES)[number];

/** What a moderator can take down, named like the audit log's targets. */
export const TAKEDOWN_CONTENT_TYPES = ['lost_found_pet', 'review', 'business', 'sighting', 'business_photo', 'pet_message'] as const;
export type TakedownContentType = (typeof TAKEDOWN_CONTENT_TYPES)[number];

/** Which service owns each kind of content (it describes it, and hides it on the event). */
export const TAKEDOWN_OWNER: Record<TakedownContentType, 'directory' | 'pets'> = {
  lost_found_pet: 'pets',
  sighting: 'pets',
  pet_message: 'pets',
  review: 'directory',
  business: 'directory',
  business_photo: 'directory',
};

export const REPORT_ACTIONS = ['remove', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The mark the author sees on their own content while it is down. */
export const removedByModeratorText = (reason: string) => `Removed by a moderator: ${reason}`;

/** Every admin action, each written once as one audit row by svc-admin (the audit log). */
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
  'parked_event_retried',
  'parked_event_deleted',
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
  parked_event_retried: 'Retried a parked event',
  parked_event_deleted: 'Deleted a parked event',
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

export const AUDIT_LOG_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** The admin dashboard's trends cover this many weeks (Monday to Sunday, UTC), the current one last. */
export const TREND_WEEKS = 12;

/**
 * Suspending a member (docs/decisions/0127-suspension-and-the-audit-log.md): the longest reason an admin may
 * give.
 */
export const SUSPENSION_REASON_MAX = 500;

/** The sign-in refusal of a suspended member (403), the same words from /api/login/local and /api/admin/login. */
export function suspendedAccountMessage(until: string | null): string {
  if (!until) return 'This account is suspended.';
  const when = new Date(until).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `This account is suspended until ${when} UTC.`;
}

/**
 * The system page (docs/decisions/0148-admin-system-page.md): up = the service answered with every reading;
 * degraded = it answered, but a reading failed (its database or JetStream); down = no answer in time.
 */
export const SERVICE_STATES = ['up', 'degraded', 'down'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** How long svc-admin waits for each service's answer before it shows that service as down. */
export const SYSTEM_STATUS_TIMEOUT_MS = 2000;

/**
 * A retried parked event: handled = its consumer's handler ran and committed (the row is gone);
 * already_handled = the consumer had processed that event id since (the row is gone, nothing ran);
 * failed = the handler failed again (the row stays, with the new error and one more attempt).
 */
export const PARKED_EVENT_RETRY_OUTCOMES = ['handled', 'already_handled', 'failed'] as const;
export type ParkedEventRetryOutcome = (typeof PARKED_EVENT_RETRY_OUTCOMES)[number];

/** GET /api/admin/parked-events lists the newest ones across the services, at most maxLimit. */
export const PARKED_EVENTS_LIST = { defaultLimit: 100, maxLimit: 500 } as const;
export const PARKED_EVENT_REASON_MAX = 500;

export const ADMIN_LIMITS = {
  stateCodeLength: 2,
  recentActivityItems: 5,
  importLimitMin: 1,
  importLimitMax: 60,
  importLimitDefault: 20,
} as const;
