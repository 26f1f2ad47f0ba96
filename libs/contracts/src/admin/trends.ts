import { z } from 'zod';

/** The admin dashboard's trends cover this many weeks (Monday to Sunday, UTC), the current one last. */
export const TREND_WEEKS = 12;

export const trendWeekSchema = z
  .object({
    weekStart: z.string().meta({ format: 'date', description: 'Monday of the week (UTC)' }),
    newMembers: z.number().int(),
    newBusinesses: z.number().int(),
    posts: z.number().int().meta({ description: 'Lost and found posts created' }),
    reunions: z.number().int().meta({ description: 'Posts marked reunited' }),
    appointments: z.number().int().meta({ description: 'Appointment requests made' }),
  })
  .meta({ id: 'TrendWeek' });
export type TrendWeek = z.infer<typeof trendWeekSchema>;

export const adminTrendsSchema = z
  .object({ weeks: z.array(trendWeekSchema).meta({ description: `The last ${TREND_WEEKS} weeks, oldest first` }) })
  .meta({ id: 'AdminTrends' });
export type AdminTrends = z.infer<typeof adminTrendsSchema>;
