import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX } from 'lucide-react';
import { errorMessageOf } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { Button, Spinner } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationButton } from './ResendVerificationButton';

/** /verify-email?token=… — the link of the verification mail. Works signed in or not, in any browser. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { isAuthenticated } = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effects must not send the token twice.
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <AuthCard title="Email confirmed" description={verify.data.message} icon={<MailCheck className="size-7" aria-hidden="true" />}>
        <Button asChild size="lg" className="w-full">
          <Link to={isAuthenticated ? '/dashboard' : '/login'}>{isAuthenticated ? 'Go to your dashboard' : 'Log in'}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard
        title="We couldn't confirm your email"
        description={errorMessageOf(verify.error, 'Please try again.')}
        icon={<MailX className="size-7" aria-hidden="true" />}
      >
        {isAuthenticated ? (
          <ResendVerificationButton className="w-full" />
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Log in to get a new link</Link>
          </Button>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirming your email" description="One moment…">
      <div className="flex justify-center py-4">
        <Spinner label="Confirming your email" />
      </div>
    </AuthCard>
  );
}
