import { Suspense, useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';
import { useCurrentUser } from '@pawpals/session';
import { SectionMessages, SectionScope, useIntl } from '@pawpals/ui';
import { ResendVerificationButton } from './ResendVerificationButton';
import { accountCatalog } from '../../i18n/catalog';
import '../../styles.css';

const messages = defineMessages<{
  readonly region: NoMessageValues;
  readonly text: { readonly email: MessageValue; readonly b: MessageTag };
  readonly dismiss: NoMessageValues;
}>({
  region: { id: 'account.verifyBanner.region', defaultMessage: 'Confirm your email' },
  text: {
    id: 'account.verifyBanner.text',
    defaultMessage: 'Please confirm your email address: we sent a link to <b>{email}</b>.',
  },
  dismiss: { id: 'account.verifyBanner.dismiss', defaultMessage: 'Dismiss' },
});

const DISMISSED_KEY = 'pawpals.verify-banner-dismissed';

/**
 * Exposed as `mfe_account/VerifyEmailBanner`: under the shell's header, a gentle reminder for signed-in
 * members who have not confirmed their email yet. Dismissing it hides it until the browser tab closes.
 */
export default function VerifyEmailBanner() {
  return (
    // The shell draws the banner outside a page's Suspense: a Spanish page waits here for the section's catalog.
    <Suspense fallback={null}>
      <SectionMessages load={accountCatalog}>
        <VerifyEmailReminder />
      </SectionMessages>
    </Suspense>
  );
}

function VerifyEmailReminder() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === user?.id);
  if (!user || user.emailVerified || dismissed) return null;
  return (
    <SectionScope name="mfe-account">
      <div role="region" aria-label={intl.formatMessage(messages.region)} className="border-b border-amber-200 bg-amber-50 text-amber-950">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
          <MailWarning className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            {intl.formatMessage(messages.text, {
              email: user.email,
              b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
          </p>
          <ResendVerificationButton variant="outline" className="h-8 bg-white px-3 text-sm" />
          <button
            type="button"
            className="rounded-md p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
            aria-label={intl.formatMessage(messages.dismiss)}
            onClick={() => {
              sessionStorage.setItem(DISMISSED_KEY, user.id);
              setDismissed(true);
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </SectionScope>
  );
}
