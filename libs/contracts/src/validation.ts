/**
 * Validation rules of SPEC §5 with their exact messages. The browser forms and the server both use
 * these schemas, so a rule and its text exist once.
 */
import { z } from 'zod';
import { LIMITS } from './enums';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const signupSchema = z
  .object({
    firstName: requiredText('First name is required').pipe(z.string().max(100, { error: 'First name must be at most 100 characters' })),
    lastName: requiredText('Last name is required').pipe(z.string().max(100, { error: 'Last name must be at most 100 characters' })),
    username: z
      .string({ error: 'Username must be at least 3 characters' })
      .trim()
      .min(LIMITS.usernameMin, { error: 'Username must be at least 3 characters' })
      .max(LIMITS.usernameMax, { error: 'Username must be at most 100 characters' })
      .regex(USERNAME_PATTERN, { error: 'Username may only contain letters, numbers, dots, dashes and underscores' }),
    email: z
      .string({ error: 'Invalid email address' })
      .trim()
      .max(254, { error: 'Invalid email address' })
      .pipe(z.email({ error: 'Invalid email address' }))
      .transform((email) => email.toLowerCase()),
    password: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(LIMITS.passwordMin, { error: 'Password must be at least 8 characters' })
      .max(200, { error: 'Password must be at most 200 characters' }),
    confirmPassword: z.string({ error: "Passwords don't match" }),
    accountType: z.enum(['pet_owner', 'business_owner']).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });
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

export interface FieldError {
  field: string;
  message: string;
}

/** Parses or returns the readable field errors, first one first (what a 400 answer carries). */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.code === 'invalid_type' && issue.path.length === 0 ? 'Request body must be a JSON object' : issue.message,
  }));
  return { ok: false, errors };
}

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that the sitemap is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Entries asked of a service in one request: about 350 KB of JSON, well inside NATS's 1 MB message limit. */
export const SITEMAP_CHUNK_MAX = 5_000;

const chunkLimitMessage = `limit must be a whole number from 1 to ${SITEMAP_CHUNK_MAX}`;

/** The body of SUBJECTS.directory.listSitemapBusinesses / SUBJECTS.pets.listSitemapPosts (service-to-service, parsed by the service). */
export const sitemapPageRequestSchema = z.object({
  offset: z.number({ error: 'offset must be a whole number of at least 0' }).int().min(0, { error: 'offset must be a whole number of at least 0' }),
  limit: z.number({ error: chunkLimitMessage }).int({ error: chunkLimitMessage }).min(1, { error: chunkLimitMessage }).max(SITEMAP_CHUNK_MAX, { error: chunkLimitMessage }),
});
