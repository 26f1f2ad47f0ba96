import { callUrl } from '@pawpals/api-client';
import type { AccountType } from '@pawpals/contracts';

/** GET /api/logout (the logout contract): a plain link that ends the session and lands on the home page. */
export const LOGOUT_URL = callUrl('logout');

/** Header and mobile-menu links. */
export interface NavLink {
  label: string;
  to: string;
  /** Plain link that leaves the SPA (LOGOUT_URL). */
  external?: boolean;
}

export const COMMON_LINKS: NavLink[] = [
  { label: 'Find Services', to: '/services' },
  { label: 'Lost & Found', to: '/lost-found' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** `loginPath` is /login with the current page as returnTo, so signing in comes back here. */
export function signedOutLinks(loginPath: string): NavLink[] {
  return [
    { label: 'For Businesses', to: '/my-business' },
    { label: 'Log In', to: loginPath },
  ];
}

/** By account type: only a business owner is offered My Business. */
export function signedInLinks(isAdmin: boolean, accountType: AccountType | undefined): NavLink[] {
  return [
    { label: 'Dashboard', to: '/dashboard' },
    ...(accountType === 'business_owner' ? [{ label: 'My Business', to: '/my-business' }] : []),
    { label: 'Settings', to: '/settings' },
    ...(isAdmin ? [{ label: 'Admin Panel', to: '/admin' }] : []),
    { label: 'Log Out', to: LOGOUT_URL, external: true },
  ];
}

export type AuthLinksState = 'loading' | 'signed-out' | 'signed-in';

/** Every link for a visitor's state; while the user check loads only the common links show. */
export function headerLinks(
  state: AuthLinksState,
  who: { isAdmin: boolean; accountType?: AccountType; loginPath: string },
): { common: NavLink[]; account: NavLink[] } {
  if (state === 'loading') return { common: COMMON_LINKS, account: [] };
  return {
    common: COMMON_LINKS,
    account: state === 'signed-in' ? signedInLinks(who.isAdmin, who.accountType) : signedOutLinks(who.loginPath),
  };
}
