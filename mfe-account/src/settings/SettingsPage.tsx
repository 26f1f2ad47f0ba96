import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { defineMessages } from 'react-intl';
import { useCurrentUser } from '@pawpals/session';
import { PageContainer, PageHeader, useIntl } from '@pawpals/ui';
import { EmailCard } from './EmailCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { AlertDevicesCard } from '../device-alerts/AlertDevicesCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { YourDataCard } from './YourDataCard';

const messages = defineMessages({
  title: { id: 'account.settings.title', defaultMessage: 'Settings' },
  description: { id: 'account.settings.description', defaultMessage: 'Your profile, sign-in, the emails you get and your data.' },
});

/**
 * /settings (docs/product.md#email-password-and-profile): profile, password, email, email preferences, and
 * the member's data (export, deletion).
 */
export function SettingsPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const { hash } = useLocation();
  // Mails' unsubscribe links land on #email-preferences.
  useEffect(() => {
    if (hash && user) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, user]);
  if (!user) return null;
  return (
    <PageContainer className="py-10">
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      <div className="mt-8 grid max-w-3xl gap-6">
        <ProfileCard user={user} />
        <EmailCard user={user} />
        <PasswordCard />
        <EmailPreferencesCard user={user} />
        <AlertDevicesCard />
        <YourDataCard />
      </div>
    </PageContainer>
  );
}
