import { defineMessage, defineMessages, type IntlShape, type MessageValue } from 'react-intl';
import { hasAdminLevel, type AdminRole } from '@pawpals/contracts';
import { roleLabel } from '../shared/roles';
import { englishIntl } from '@pawpals/ui';

/** The texts of docs/product.md#roles-and-permissions, word for word (the label before the colon is drawn in bold). */
const messages = defineMessages({
  accessDenied: {
    id: 'admin.guard.accessDenied',
    defaultMessage:
      "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
  },
});
const insufficient = defineMessage<{ required: MessageValue; current: MessageValue }>({
  id: 'admin.guard.insufficientPermissions',
  defaultMessage: 'Insufficient Permissions: This page requires {required} privileges. Your current role is {current}.',
});

export function accessDeniedMessage(intl: IntlShape = englishIntl): string {
  return intl.formatMessage(messages.accessDenied);
}

export function insufficientPermissionsMessage(required: AdminRole, current: AdminRole, intl: IntlShape = englishIntl): string {
  return intl.formatMessage(insufficient, { required: roleLabel(required, intl), current: roleLabel(current, intl) });
}

/** The admin guard's four states. */
export type AdminGuardState =
  | { kind: 'verifying' }
  | { kind: 'denied' }
  | { kind: 'insufficient'; required: AdminRole; role: AdminRole }
  | { kind: 'allowed'; role: AdminRole };

export interface AdminAccessInput {
  /** The current-user check is still in flight. */
  userLoading: boolean;
  isAuthenticated: boolean;
  /** The admin check is still in flight (retried once for the guard). */
  checkLoading: boolean;
  isAdmin: boolean;
  role: AdminRole | null;
}

/**
 * Verifying while either check runs; denied for visitors, members without an admin role and a failed
 * check; insufficient when the role's level is below the page's; otherwise allowed.
 */
export function adminGuardState(input: AdminAccessInput, required: AdminRole = 'content_manager'): AdminGuardState {
  if (input.userLoading || (input.isAuthenticated && input.checkLoading)) return { kind: 'verifying' };
  if (!input.isAuthenticated || !input.isAdmin || !input.role) return { kind: 'denied' };
  if (!hasAdminLevel(input.role, required)) return { kind: 'insufficient', required, role: input.role };
  return { kind: 'allowed', role: input.role };
}
