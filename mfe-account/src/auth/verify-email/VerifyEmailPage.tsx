import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { errorMessageOf } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { Button, Spinner, useIntl } from '@pawpals/ui';
import { AuthCard } from '../components/AuthCard';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationButton } from './ResendVerificationButton';
import { common } from '../../shared/messages';

const messages = defineMessages({
  confirmed: { id: 'account.verifyEmail.confirmed', defaultMessage: 'Email confirmed' },
  toDashboard: { id: 'account.verifyEmail.toDashboard', defaultMessage: 'Go to your dashboard' },
  failed: { id: 'account.verifyEmail.failed', defaultMessage: "We couldn't confirm your email" },
  logInForLink: { id: 'account.verifyEmail.logInForLink', defaultMessage: 'Log in to get a new link' },
  confirming: { id: 'account.verifyEmail.confirming', defaultMessage: 'Confirming your email' },
  oneMoment: { id: 'account.verifyEmail.oneMoment', defaultMessage: 'One moment…' },
});

/** /verify-email?token=… — the link of the verification mail. Works signed in or not, in any browser. */
export function VerifyEmailPage() {
  const intl = useIntl();
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
      <AuthCard title={intl.formatMessage(messages.confirmed)} description={verify.data.message} icon={<MailCheck className="size-7" aria-hidden="true" />}>
        <Button asChild size="lg" className="w-full">
          <Link to={isAuthenticated ? '/dashboard' : '/login'}>{isAuthenticated ? intl.formatMessage(messages.toDashboard) : intl.formatMessage(common.logIn)}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard
        title={intl.formatMessage(messages.failed)}
        description={errorMessageOf(verify.error, intl.formatMessage(common.tryAgain))}
        icon={<MailX className="size-7" aria-hidden="true" />}
      >
        {isAuthenticated ? (
          <ResendVerificationButton className="w-full" />
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link to="/login">{intl.formatMessage(messages.logInForLink)}</Link>
          </Button>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={intl.formatMessage(messages.confirming)} description={intl.formatMessage(messages.oneMoment)}>
      <div className="flex justify-center py-4">
        <Spinner label={intl.formatMessage(messages.confirming)} />
      </div>
    </AuthCard>
  );
}
