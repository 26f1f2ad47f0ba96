import { z } from 'zod';

/** What a visitor did on a business page, counted for the owner's insights (issue 17 item 5). */
export const BUSINESS_EVENT_KINDS = ['view', 'call', 'website'] as const;
export type BusinessEventKind = (typeof BUSINESS_EVENT_KINDS)[number];

/** Insights cover this many weeks (Monday to Sunday, UTC), the current one last. */
export const INSIGHT_WEEKS = 12;

/** Events one visitor address may send about one business per window (held in the gateway's memory only). */
export const BUSINESS_EVENT_LIMIT = { perWindow: 30, windowMs: 60 * 60 * 1000 } as const;

/** POST /api/businesses/:id/events. */
export const businessEventSchema = z.object({
  kind: z.enum(BUSINESS_EVENT_KINDS, { error: 'kind must be one of view, call, website' }),
});

export const businessEventResultSchema = z
  .object({ counted: z.literal(true) })
  .meta({ id: 'BusinessEventResult', description: 'The event was counted (no visitor identity is stored)' });

export const insightWeekSchema = z
  .object({
    weekStart: z.string().meta({ format: 'date', description: 'Monday of the week (UTC)' }),
    views: z.number().int(),
    calls: z.number().int(),
    websiteClicks: z.number().int(),
    favorites: z.number().int().meta({ description: 'New favorites that week' }),
    inquiries: z.number().int().meta({ description: 'New conversations that week' }),
    appointments: z.number().int().meta({ description: 'Appointment requests made that week' }),
    averageRating: z.number().nullable().meta({ description: 'Average of the reviews written that week, null without any' }),
  })
  .meta({ id: 'InsightWeek' });
export type InsightWeek = z.infer<typeof insightWeekSchema>;

export const businessInsightsSchema = z
  .object({ weeks: z.array(insightWeekSchema).meta({ description: `The last ${INSIGHT_WEEKS} weeks, oldest first` }) })
  .meta({ id: 'BusinessInsights' });
export type BusinessInsights = z.infer<typeof businessInsightsSchema>;
