import { callUrl } from '@pawpals/api-client';
import type { AccountType } from '@pawpals/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** GET /api/logout (the logout contract): a plain link that ends the session and lands on the home page. */
export const LOGOUT_URL = callUrl('logout');

const labels = defineMessages({
  findServices: { id: 'shell.nav.findServices', defaultMessage: 'Find Services' },
  lostFound: { id: 'shell.nav.lostFound', defaultMessage: 'Lost & Found' },
  howItWorks: { id: 'shell.nav.howItWorks', defaultMessage: 'How It Works' },
  about: { id: 'shell.nav.about', defaultMessage: 'About' },
  contact: { id: 'shell.nav.contact', defaultMessage: 'Contact' },
  forBusinesses: { id: 'shell.nav.forBusinesses', defaultMessage: 'For Businesses' },
  logIn: { id: 'shell.nav.logIn', defaultMessage: 'Log In' },
  dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
  myBusiness: { id: 'shell.nav.myBusiness', defaultMessage: 'My Business' },
  settings: { id: 'shell.nav.settings', defaultMessage: 'Settings' },
  adminPanel: { id: 'shell.nav.adminPanel', defaultMessage: 'Admin Panel' },
  logOut: { id: 'shell.nav.logOut', defaultMessage: 'Log Out' },
});

/** Header and mobile-menu links. */
export interface NavLink {
  label: MessageDescriptor;
  to: string;
  /** Plain link that leaves the SPA (LOGOUT_URL). */
  external?: boolean;
}

export const COMMON_LINKS: NavLink[] = [
  { label: labels.findServices, to: '/services' },
  { label: labels.lostFound, to: '/lost-found' },
  { label: labels.howItWorks, to: '/how-it-works' },
  { label: labels.about, to: '/about' },
  { label: labels.contact, to: '/contact' },
];

/** `loginPath` is /login with the current page as returnTo, so signing in comes back here. */
export function signedOutLinks(loginPath: string): NavLink[] {
  return [
    { label: labels.forBusinesses, to: '/my-business' },
    { label: labels.logIn, to: loginPath },
  ];
}

/** By account type: only a business owner is offered My Business. */
export function signedInLinks(isAdmin: boolean, accountType: AccountType | undefined): NavLink[] {
  return [
    { label: labels.dashboard, to: '/dashboard' },
    ...(accountType === 'business_owner' ? [{ label: labels.myBusiness, to: '/my-business' }] : []),
    { label: labels.settings, to: '/settings' },
    ...(isAdmin ? [{ label: labels.adminPanel, to: '/admin' }] : []),
    { label: labels.logOut, to: LOGOUT_URL, external: true },
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
