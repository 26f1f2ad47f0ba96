import { Injectable } from '@nestjs/common';
import { TREND_WEEKS, type TrendWeek } from '@pawpals/contracts';
import { DataSource } from 'typeorm';

const weekOf = (column: string) => `date_trunc('week', ${column} AT TIME ZONE 'UTC')::date`;

/** Weekly figures over the read model (rm_*) and user_profiles: SQL only. */
@Injectable()
export class TrendsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The last TREND_WEEKS Monday-based UTC weeks, oldest first, every week present even when empty. */
  weekly(): Promise<TrendWeek[]> {
    const per = (table: string, column: string, where = 'true') =>
      `SELECT ${weekOf(column)} AS week, count(*)::int AS n FROM ${table}
       WHERE ${where} AND ${column} >= (SELECT min(week) FROM weeks) AT TIME ZONE 'UTC' GROUP BY 1`;
    return this.dataSource.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '${TREND_WEEKS - 1} weeks',
                                date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week')::date AS week),
       members AS (${per('user_profiles', 'registered_at')}),
       businesses AS (${per('rm_businesses', 'created_at')}),
       posts AS (${per('rm_pet_posts', 'created_at')}),
       reunions AS (${per('rm_pet_posts', 'resolved_at', `status = 'resolved'`)}),
       appointments AS (${per('rm_appointments', 'requested_at')})
       SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart",
              coalesce(m.n, 0) AS "newMembers", coalesce(b.n, 0) AS "newBusinesses", coalesce(p.n, 0) AS posts,
              coalesce(r.n, 0) AS reunions, coalesce(a.n, 0) AS appointments
       FROM weeks w
       LEFT JOIN members m ON m.week = w.week LEFT JOIN businesses b ON b.week = w.week LEFT JOIN posts p ON p.week = w.week
       LEFT JOIN reunions r ON r.week = w.week LEFT JOIN appointments a ON a.week = w.week
       ORDER BY w.week`,
    );
  }
}
