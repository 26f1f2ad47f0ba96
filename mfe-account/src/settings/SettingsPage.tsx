import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@pawpals/session';
import { PageContainer, PageHeader } from '@pawpals/ui';
import { EmailCard } from './EmailCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { AlertDevicesCard } from '../device-alerts/AlertDevicesCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { YourDataCard } from './YourDataCard';

/**
 * /settings (docs/product.md#email-password-and-profile): profile, password, email, email preferences, and
 * the member's data (export, deletion).
 */
export function SettingsPage() {
  const { user } = useCurrentUser();
  const { hash } = useLocation();
  // Mails' unsubscribe links land on #email-preferences.
  useEffect(() => {
    if (hash && user) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, user]);
  if (!user) return null;
  return (
    <PageContainer className="py-10">
      <PageHeader title="Settings" description="Your profile, sign-in, the emails you get and your data." />
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
