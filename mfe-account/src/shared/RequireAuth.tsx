import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthPath, useCurrentUser } from '@pawpals/session';
import { defineMessages } from 'react-intl';
import { PageContainer, Spinner, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  checking: { id: 'account.auth.checking', defaultMessage: 'Checking your account' },
});

/** Signed-out visitors go to /login, which brings them back here; a spinner shows while the user check runs. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const loginPath = useAuthPath('/login');
  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate(loginPath, { replace: true });
  }, [isLoading, isAuthenticated, navigate, loginPath]);
  if (!isAuthenticated) {
    return (
      <PageContainer className="flex justify-center py-24">
        <Spinner label={intl.formatMessage(messages.checking)} />
      </PageContainer>
    );
  }
  return <>{children}</>;
}
