/**
 * What every domain uses: the admin roles (every route's access names them) and the limits that belong
 * to no single domain. A domain's own enums and limits live in its folder; LIMITS (../limits.ts) joins them.
 */

export const ADMIN_ROLES = ['super_admin', 'moderator', 'content_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_LEVELS: Record<AdminRole, number> = { super_admin: 3, moderator: 2, content_manager: 1 };
export function hasAdminLevel(role: AdminRole | null | undefined, required: AdminRole): boolean {
  return !!role && ADMIN_ROLE_LEVELS[role] >= ADMIN_ROLE_LEVELS[required];
}

export const SHARED_LIMITS = {
  earthRadiusMiles: 3959,
  toastDurationMs: 5000,
  tooltipDelayMs: 700,
} as const;
