import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@pawpals/session';
import { PageContainer, Spinner } from '@pawpals/ui';

/** Signed-out visitors go to /login (SPEC §2.8, §2.9); a spinner shows while the user check runs. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate('/login', { replace: true });
  }, [isLoading, isAuthenticated, navigate]);
  if (!isAuthenticated) {
    return (
      <PageContainer className="flex justify-center py-24">
        <Spinner label="Checking your account" />
      </PageContainer>
    );
  }
  return <>{children}</>;
}
