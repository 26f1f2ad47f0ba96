import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminRole } from '@pawpals/contracts';
import { defineMessages } from 'react-intl';
import { PageContainer, useIntl } from '@pawpals/ui';
import { GuardMessage, Notice } from '../shared/Notice';
import { accessDeniedMessage, adminGuardState, insufficientPermissionsMessage } from './guard-state';
import { useAdminAccess } from './use-admin-access';
import { clearLeavingAdmin, isLeavingAdmin } from './leaving-admin';

/** What /admin/login receives from the guard in the location state. */
export interface AdminLoginLocationState {
  /** A signed-in member without an admin role was sent here: the login page repeats the message. */
  accessDenied?: boolean;
}

const messages = defineMessages({
  verifying: { id: 'admin.guard.verifying', defaultMessage: 'Verifying admin access...' },
});

export function VerifyingAdminAccess() {
  const intl = useIntl();
  return (
    <PageContainer className="flex justify-center py-24">
      <div role="status" className="flex flex-col items-center gap-4 text-muted-foreground">
        <span aria-hidden="true" className="size-8 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary" />
        <p className="font-medium">{intl.formatMessage(messages.verifying)}</p>
      </div>
    </PageContainer>
  );
}

/**
 * The portal's outer guard (any admin role): a spinner while verifying; anyone else sees the
 * Access Denied message and is sent to /admin/login (docs/product.md#roles-and-permissions).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const access = useAdminAccess();
  const state = adminGuardState(access);
  const navigate = useNavigate();
  const leaving = isLeavingAdmin();
  useEffect(() => clearLeavingAdmin, []);
  useEffect(() => {
    if (state.kind === 'denied' && !leaving) {
      navigate('/admin/login', { replace: true, state: { accessDenied: access.isAuthenticated } satisfies AdminLoginLocationState });
    }
  }, [state.kind, leaving, access.isAuthenticated, navigate]);

  if (state.kind === 'verifying') return <VerifyingAdminAccess />;
  if (state.kind === 'denied' && leaving) return null; // 'Exit Admin' is on its way to '/'
  if (state.kind === 'denied') {
    return (
      <PageContainer className="max-w-2xl py-16">
        <Notice>
          <GuardMessage message={accessDeniedMessage(intl)} />
        </Notice>
      </PageContainer>
    );
  }
  return <>{children}</>;
}

/** A page that needs more than any admin role (Moderation: moderator, Admin Users: super_admin). */
export function RequireAdminRole({ role, children }: { role: AdminRole; children: ReactNode }) {
  const intl = useIntl();
  const state = adminGuardState(useAdminAccess(), role);
  if (state.kind === 'verifying') return <VerifyingAdminAccess />;
  if (state.kind === 'denied') return null; // the outer guard is already redirecting
  if (state.kind === 'insufficient') {
    return (
      <Notice tone="warning" className="mt-2">
        <GuardMessage message={insufficientPermissionsMessage(state.required, state.role, intl)} />
      </Notice>
    );
  }
  return <>{children}</>;
}
