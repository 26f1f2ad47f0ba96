/** Notifications, alerts and mail preferences: the kinds of email and the limits of the bell and alert areas. */

/**
 * What a member may get by email besides security mails (docs/decisions/0082-notifications-by-email.md): each
 * can be switched off.
 */
export const EMAIL_KINDS = ['petAlerts', 'messages', 'appointments', 'news'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * What may also reach a member's devices by Web Push (docs/decisions/0142-web-push.md): the same kinds as
 * mail minus news, each switched on by default and off per kind.
 */
export const PUSH_KINDS = ['petAlerts', 'messages', 'appointments'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Web Push subscriptions: what a browser's PushSubscription.toJSON() gives, within these bounds. */
export const PUSH_LIMITS = {
  endpointMaxLength: 2048,
  /** An uncompressed P-256 point (0x04, x, y) and the 16-byte auth secret (RFC 8291). */
  p256dhBytes: 65,
  authBytes: 16,
  /** How many devices one member may keep subscribed; the oldest goes when a new one comes. */
  subscriptionsPerMember: 20,
} as const;

export const NOTIFICATIONS_LIMITS = {
  /** PUT /api/me/alert-area radiusMiles. */
  alertRadiusMilesMin: 1,
  alertRadiusMilesMax: 50,
  notificationPollMs: 30_000,
  bellBadgeMax: 9,
} as const;
