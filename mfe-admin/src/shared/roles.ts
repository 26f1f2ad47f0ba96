import type { AdminRole } from '@pawpals/contracts';

/** An admin role for people: underscores as spaces, in the role badge and the guard's messages. */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}

/** The role choices of the Add Admin dialog, highest first. */
export const ADMIN_ROLE_OPTIONS: { value: AdminRole; label: string }[] = [
  { value: 'super_admin', label: 'Super Admin' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'content_manager', label: 'Content Manager' },
];
