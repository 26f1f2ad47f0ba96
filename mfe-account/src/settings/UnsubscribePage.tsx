import { useSearchParams } from 'react-router-dom';
import { MailX } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { errorMessageOf } from '@pawpals/api-client';
import { Button, useIntl } from '@pawpals/ui';
import { AuthCard } from '../auth/components/AuthCard';
import { useUnsubscribeEmails } from './api/unsubscribe-emails';

import { common } from '../shared/messages';

const messages = defineMessages({
  toSettings: { id: 'account.unsubscribe.toSettings', defaultMessage: 'Choose all your emails in Settings' },
  done: { id: 'account.unsubscribe.done', defaultMessage: "You're unsubscribed" },
  title: { id: 'account.unsubscribe.title', defaultMessage: 'Unsubscribe from these emails?' },
  description: { id: 'account.unsubscribe.description', defaultMessage: "You'll still get emails about your account's security." },
  unsubscribing: { id: 'account.unsubscribe.unsubscribing', defaultMessage: 'Unsubscribing...' },
  unsubscribe: { id: 'account.unsubscribe.unsubscribe', defaultMessage: 'Unsubscribe' },
});

/**
 * /unsubscribe?token=… — the unsubscribe link of a notification mail. It asks once before switching the
 * kind off, so a mail scanner that opens links changes nothing; no sign-in needed.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const toSettings = { to: '/settings#email-preferences', label: intl.formatMessage(messages.toSettings) };
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribeEmails();
  const token = params.get('token') ?? '';

  if (unsubscribe.isSuccess) {
    return <AuthCard title={intl.formatMessage(messages.done)} description={unsubscribe.data.message} icon={<MailX className="size-7" aria-hidden="true" />} footer={toSettings}>{null}</AuthCard>;
  }
  return (
    <AuthCard title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} icon={<MailX className="size-7" aria-hidden="true" />} footer={toSettings}>
      {unsubscribe.isError ? (
        <p role="alert" className="mb-4 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {errorMessageOf(unsubscribe.error, intl.formatMessage(common.tryAgain))}
        </p>
      ) : null}
      <Button type="button" size="lg" className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
        {intl.formatMessage(unsubscribe.isPending ? messages.unsubscribing : messages.unsubscribe)}
      </Button>
    </AuthCard>
  );
}
