/** Suspending a member (issue 27 item 3): what an admin sends, and what a suspension is. */
import { z } from 'zod';

const REASON_REQUIRED = 'Please give a reason for the suspension';
export const SUSPENSION_REASON_MAX = 500;

export const suspendUserSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, { error: REASON_REQUIRED })
    .max(SUSPENSION_REASON_MAX, { error: `Keep the reason under ${SUSPENSION_REASON_MAX} characters` }),
  until: z.iso
    .datetime({ offset: true, error: 'Until must be a date and time, like 2030-01-31T18:00:00Z' })
    .nullish()
    .refine((v) => v == null || Date.parse(v) > Date.now(), { error: 'Until must be in the future' })
    .transform((v) => (v == null ? null : new Date(v).toISOString()))
    .meta({ description: 'When the suspension ends by itself; absent or null = until reinstated' }),
});

export const memberSuspensionSchema = z
  .object({
    userId: z.string(),
    reason: z.string(),
    until: z.string().nullable().meta({ format: 'date-time', description: 'Null = until reinstated' }),
    suspendedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'MemberSuspension' });
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;

/** The sign-in refusal of a suspended member (403), the same words from /api/login/local and /api/admin/login. */
export function suspendedAccountMessage(until: string | null): string {
  if (!until) return 'This account is suspended.';
  const when = new Date(until).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `This account is suspended until ${when} UTC.`;
}
