/** Notifications, alerts and mail preferences: the kinds of email and the limits of the bell and alert areas. */

/**
 * What a member may get by email besides security mails (docs/decisions/0082-notifications-by-email.md): each
 * can be switched off.
 */
export const EMAIL_KINDS = ['petAlerts', 'messages', 'appointments', 'news'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const NOTIFICATIONS_LIMITS = {
  /** PUT /api/me/alert-area radiusMiles. */
  alertRadiusMilesMin: 1,
  alertRadiusMilesMax: 50,
  notificationPollMs: 30_000,
  bellBadgeMax: 9,
} as const;
