/** The events of accounts, published by the gateway: who signed up, verified, changed, deleted or is under attack. */
import { defineEvent } from '../shared/contract-builders';
import type { AccountType } from './enums';
import type { Locale } from '../shared/locales';

export interface UserRegistered {
  userId: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  accountType: AccountType;
  profileImageUrl: string | null;
  /** The language the person signed up in (absent in events older than docs/decisions/0151: English). */
  locale?: Locale;
}

/** An address became confirmed (verification link, password reset link, or a confirmed change of email). */
export interface EmailVerified {
  userId: string;
  email: string;
}

/** A member changed their name, photo or (confirmed) email; the user_profiles projections follow it. */
export interface ProfileUpdated {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  /** The member's language (absent in events older than docs/decisions/0151: unchanged). */
  locale?: Locale;
}

/**
 * A member deleted their account (docs/decisions/0111-export-and-deletion.md): every service erases or
 * anonymises what it holds of them. Only the id travels, so the stream itself never repeats the person's name
 * or email.
 */
export interface UserDeleted {
  userId: string;
}

/** A deployment's configured super admin (ADMIN_USERNAME); svc-admin grants the role. */
export interface SuperAdminDesignated {
  userId: string;
  username: string;
}

/**
 * Sign-ins from browsers that never used this account passed the account-wide limit: someone is
 * guessing its password from many addresses. Announced at most once per window, so the owner can be
 * mailed a password-reset link (new browsers are refused until the window passes).
 */
export interface AccountUnderAttack {
  userId: string;
  email: string;
  firstName: string;
  /** Failed sign-ins counted on the account within the window. */
  failedAttempts: number;
  windowMinutes: number;
}

export const IDENTITY_EVENTS = {
  userRegistered: defineEvent<UserRegistered>('identity', 'user_registered'),
  superAdminDesignated: defineEvent<SuperAdminDesignated>('identity', 'super_admin_designated'),
  emailVerified: defineEvent<EmailVerified>('identity', 'email_verified'),
  profileUpdated: defineEvent<ProfileUpdated>('identity', 'profile_updated'),
  accountUnderAttack: defineEvent<AccountUnderAttack>('identity', 'account_under_attack'),
  userDeleted: defineEvent<UserDeleted>('identity', 'user_deleted'),
} as const;
