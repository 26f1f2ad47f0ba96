import { useSearchParams } from 'react-router-dom';
import { MailX } from 'lucide-react';
import { errorMessageOf } from '@pawpals/api-client';
import { Button } from '@pawpals/ui';
import { AuthCard } from '../auth/components/AuthCard';
import { useUnsubscribeEmails } from './api/unsubscribe-emails';

const toSettings = { to: '/settings#email-preferences', label: 'Choose all your emails in Settings' };

/**
 * /unsubscribe?token=… — the unsubscribe link of a notification mail. It asks once before switching the
 * kind off, so a mail scanner that opens links changes nothing; no sign-in needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribeEmails();
  const token = params.get('token') ?? '';

  if (unsubscribe.isSuccess) {
    return <AuthCard title="You're unsubscribed" description={unsubscribe.data.message} icon={<MailX className="size-7" aria-hidden="true" />} footer={toSettings}>{null}</AuthCard>;
  }
  return (
    <AuthCard title="Unsubscribe from these emails?" description="You'll still get emails about your account's security." icon={<MailX className="size-7" aria-hidden="true" />} footer={toSettings}>
      {unsubscribe.isError ? (
        <p role="alert" className="mb-4 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {errorMessageOf(unsubscribe.error, 'Please try again.')}
        </p>
      ) : null}
      <Button type="button" size="lg" className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </AuthCard>
  );
}
