/** Accounts: their kinds and the limits of sign-up, sign-in and uploads. */

export const ACCOUNT_TYPES = ['pet_owner', 'business_owner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const IDENTITY_LIMITS = {
  uploadMaxBytes: 10_485_760,
  usernameMin: 3,
  usernameMax: 100,
  passwordMin: 8,
  minimumAge: 13,
  redirectAfterAuthErrorMs: 500,
  redirectAfterSignupPromptMs: 1500,
  redirectAfterLoginMs: 1000,
} as const;
