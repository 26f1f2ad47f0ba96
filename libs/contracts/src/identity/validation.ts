/**
 * Sign-up, sign-in and account rules with their exact messages (docs/product.md#input-rules). The browser forms
 * and the gateway both use these schemas, so a rule and its text exist once.
 */
import { z } from 'zod';
import { IDENTITY_LIMITS } from './enums';
import { LOCALES } from '../shared/locales';

/** What a `locale` field other than en or es is told. */
export const LOCALE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}`;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** An email address as accounts store it (trimmed, lower-cased). */
const emailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(254, { error: 'Invalid email address' })
  .pipe(z.email({ error: 'Invalid email address' }))
  .transform((email) => email.toLowerCase());

/** The password rules, for every password a person chooses (sign-up, reset). */
const newPasswordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(IDENTITY_LIMITS.passwordMin, { error: 'Password must be at least 8 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** The token of a link we mailed (verification, password reset): opaque, base64url. */
const mailedTokenSchema = z
  .string({ error: 'This link is incomplete. Please use the whole link from the email.' })
  .trim()
  .min(1, { error: 'This link is incomplete. Please use the whole link from the email.' })
  .max(200, { error: 'This link is invalid or has expired.' });

export const signupSchema = z
  .object({
    firstName: requiredText('First name is required').pipe(z.string().max(100, { error: 'First name must be at most 100 characters' })),
    lastName: requiredText('Last name is required').pipe(z.string().max(100, { error: 'Last name must be at most 100 characters' })),
    username: z
      .string({ error: 'Username must be at least 3 characters' })
      .trim()
      .min(IDENTITY_LIMITS.usernameMin, { error: 'Username must be at least 3 characters' })
      .max(IDENTITY_LIMITS.usernameMax, { error: 'Username must be at most 100 characters' })
      .regex(USERNAME_PATTERN, { error: 'Username may only contain letters, numbers, dots, dashes and underscores' }),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    accountType: z.enum(['pet_owner', 'business_owner']).optional(),
  })
  .refine(passwordsMatch, { error: "Passwords don't match", path: ['confirmPassword'] });
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  emailOrUsername: requiredText('Email or username is required').pipe(z.string().max(254)),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const adminLoginSchema = z.object({
  username: requiredText('Username is required').pipe(z.string().max(254)),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const verifyEmailSchema = z.object({ token: mailedTokenSchema });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({ token: mailedTokenSchema, password: newPasswordSchema, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine(passwordsMatch, { error: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

const nameField = (label: string) =>
  requiredText(`${label} is required`).pipe(z.string().max(100, { error: `${label} must be at most 100 characters` }));

/** PATCH /api/auth/user: only what is given changes; the photo is an upload of mine or null to remove it. */
export const profileUpdateSchema = z.object({
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  profileImageUrl: z
    .string({ error: 'profileImageUrl must be the URL of an image you uploaded' })
    .max(4096, { error: 'profileImageUrl must be the URL of an image you uploaded' })
    .nullable()
    .optional(),
  /** The member's language for mails, pushes and notifications. */
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGE }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, { error: 'Current password is required' }).max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.newPassword === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your password to delete your account' }).min(1, { error: 'Enter your password to delete your account' }),
});
