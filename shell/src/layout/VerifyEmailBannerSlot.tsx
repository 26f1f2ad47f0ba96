import { useCurrentUser } from '@pawpals/session';
import { RemoteModule } from '../federation/RemoteModule';

/**
 * mfe-account's reminder to confirm the email address, loaded only for a signed-in member who has not
 * confirmed it (nobody else downloads it); without that remote the page simply goes without it.
 */
export function VerifyEmailBannerSlot() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return <RemoteModule<Record<string, never>> remote="mfe_account" module="VerifyEmailBanner" props={{}} loading={null} unavailable={() => null} />;
}
