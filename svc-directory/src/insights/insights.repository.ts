import { Injectable } from '@nestjs/common';
import { INSIGHT_WEEKS, type BusinessEventKind, type InsightWeek } from '@pawpals/contracts';
import { returnedRows } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';

/** Counters of page views and button uses, and the weekly figures of a business: SQL only. */
@Injectable()
export class InsightsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Adds one to today's (UTC) counter; false when no listed business has this id. */
  async count(businessId: string, kind: BusinessEventKind): Promise<boolean> {
    const rows = returnedRows(await this.dataSource.query(
      `INSERT INTO business_event_counts (business_id, day, kind, count)
       SELECT id, (now() AT TIME ZONE 'UTC')::date, $2, 1 FROM businesses WHERE id = $1 AND unlisted_at IS NULL
       ON CONFLICT (business_id, day, kind) DO UPDATE SET count = business_event_counts.count + 1
       RETURNING business_id`,
      [businessId, kind],
    ));
    return rows.length > 0;
  }

  /** The last INSIGHT_WEEKS weeks (Monday-based, UTC), oldest first, every week present even when empty. */
  weekly(businessId: string): Promise<InsightWeek[]> {
    return this.dataSource.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '${INSIGHT_WEEKS - 1} weeks',
                                date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week')::date AS week),
       since AS (SELECT min(week) AS start FROM weeks),
       events AS (
         SELECT date_trunc('week', day)::date AS week,
                sum(count) FILTER (WHERE kind = 'view') AS views,
                sum(count) FILTER (WHERE kind = 'call') AS calls,
                sum(count) FILTER (WHERE kind = 'website') AS website
         FROM business_event_counts WHERE business_id = $1 AND day >= (SELECT start FROM since) GROUP BY 1),
       favs AS (
         SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, count(*) AS n FROM favorites
         WHERE business_id = $1 AND created_at >= (SELECT start FROM since) AT TIME ZONE 'UTC' GROUP BY 1),
       inquiries AS (
         SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, count(*) AS n FROM inquiry_conversations
         WHERE business_id = $1 AND created_at >= (SELECT start FROM since) AT TIME ZONE 'UTC' GROUP BY 1),
       appts AS (
         SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, count(*) AS n FROM appointments
         WHERE business_id = $1 AND created_at >= (SELECT start FROM since) AT TIME ZONE 'UTC' GROUP BY 1),
       ratings AS (
         SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, round(avg(rating), 2)::float8 AS avg FROM reviews
         WHERE business_id = $1 AND created_at >= (SELECT start FROM since) AT TIME ZONE 'UTC' GROUP BY 1)
       SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart",
              coalesce(e.views, 0)::int AS views, coalesce(e.calls, 0)::int AS calls, coalesce(e.website, 0)::int AS "websiteClicks",
              coalesce(f.n, 0)::int AS favorites, coalesce(i.n, 0)::int AS inquiries, coalesce(a.n, 0)::int AS appointments,
              r.avg AS "averageRating"
       FROM weeks w
       LEFT JOIN events e ON e.week = w.week LEFT JOIN favs f ON f.week = w.week LEFT JOIN inquiries i ON i.week = w.week
       LEFT JOIN appts a ON a.week = w.week LEFT JOIN ratings r ON r.week = w.week
       ORDER BY w.week`,
      [businessId],
    );
  }
}
