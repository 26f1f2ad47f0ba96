import { defineMessages } from 'react-intl';
import { errorMessageOf } from '@pawpals/api-client';
import { Button, toast, useIntl, type ButtonProps } from '@pawpals/ui';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { common } from '../../shared/messages';

const messages = defineMessages({
  checkInbox: { id: 'account.verifyEmail.checkInbox', defaultMessage: 'Check your inbox' },
  notSent: { id: 'account.verifyEmail.notSent', defaultMessage: 'Email not sent' },
  sendNewLink: { id: 'account.verifyEmail.sendNewLink', defaultMessage: 'Send a new link' },
});

/** "Send a new link": mails a fresh verification link and says where it went. */
export function ResendVerificationButton({ className, variant = 'default' }: { className?: string; variant?: ButtonProps['variant'] }) {
  const intl = useIntl();
  const resend = useResendVerificationEmail();
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => toast({ title: intl.formatMessage(messages.checkInbox), description: answer.message, variant: 'success' }),
          onError: (error) => toast({
              title: intl.formatMessage(messages.notSent),
              description: errorMessageOf(error, intl.formatMessage(common.tryAgainLater)),
              variant: 'destructive',
            }),
        })
      }
    >
      {resend.isPending ? intl.formatMessage(common.sending) : intl.formatMessage(messages.sendNewLink)}
    </Button>
  );
}
