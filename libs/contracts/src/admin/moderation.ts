/**
 * Moderators acting on content (issue 27 items 1-2): resolving a report, taking content down and
 * restoring it. svc-admin decides and records; the owning service hides the content on the event.
 */
import { z } from 'zod';

/** What a moderator can take down, named like the audit log's targets. */
export const TAKEDOWN_CONTENT_TYPES = ['lost_found_pet', 'review', 'business', 'sighting', 'business_photo', 'pet_message'] as const;
export type TakedownContentType = (typeof TAKEDOWN_CONTENT_TYPES)[number];

/** Which service owns each kind of content (it describes it, and hides it on the event). */
export const TAKEDOWN_OWNER: Record<TakedownContentType, 'directory' | 'pets'> = {
  lost_found_pet: 'pets',
  sighting: 'pets',
  pet_message: 'pets',
  review: 'directory',
  business: 'directory',
  business_photo: 'directory',
};

export const REPORT_ACTIONS = ['remove', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The mark the author sees on their own content while it is down. */
export const removedByModeratorText = (reason: string) => `Removed by a moderator: ${reason}`;

const REASON_REQUIRED = 'Please give a reason';
const moderationReason = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(3, { error: REASON_REQUIRED })
  .max(500, { error: 'Keep the reason under 500 characters' });

export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: "Choose 'remove' or 'dismiss'" }),
  reason: moderationReason,
});

export const takedownInputSchema = z.object({
  contentType: z.enum(TAKEDOWN_CONTENT_TYPES, { error: 'Choose what to take down' }),
  contentId: z.uuid({ error: 'Choose what to take down' }),
  reason: moderationReason,
});

const isoDateTime = z.string().meta({ format: 'date-time' });

export const takedownSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    contentType: z.enum(TAKEDOWN_CONTENT_TYPES),
    contentId: z.string().meta({ format: 'uuid' }),
    reason: z.string(),
    createdAt: isoDateTime,
    restoredAt: isoDateTime.nullable().meta({ description: 'When a moderator restored it; null while it is down' }),
  })
  .meta({ id: 'Takedown', description: 'Content a moderator took down' });
export type Takedown = z.infer<typeof takedownSchema>;

export const reportResolutionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    closedReports: z.number().int().meta({ description: 'How many pending reports of this content were closed (this one included)' }),
    takedown: takedownSchema.nullable().meta({ description: "The takedown 'remove' made (or found already in place); null for 'dismiss'" }),
  })
  .meta({ id: 'ReportResolution' });
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** A piece of content as a moderator names it (svc-admin asks its owner: `<service>.describeContents`). */
export interface ContentRef {
  contentType: TakedownContentType;
  contentId: string;
}
export interface ModeratedContent extends ContentRef {
  /** Who wrote or posted it: they are told when it is taken down. */
  authorId: string | null;
  /** A short name a person recognises ("Lost dog: Rex", "Review of Happy Paws"). */
  title: string;
  /** Where it shows on the site, for the moderator to open. */
  link: string | null;
}
/** The body of `<service>.describeContents` (an RpcRequest without actor); the answer is parallel to `refs`, null where unknown. */
export interface DescribeContentsRequest {
  refs: ContentRef[];
}

/** events.admin.content_taken_down / takedown_restored: the owner hides or shows it; svc-notifications tells the author. */
export interface ContentTakedownChanged extends ContentRef {
  takedownId: string;
  reason: string;
  authorId: string | null;
  title: string;
  link: string | null;
}
