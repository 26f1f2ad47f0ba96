import { Injectable } from '@nestjs/common';
import type { DashboardAnalytics } from '@pawpals/contracts';
import { DataSource } from 'typeorm';

export type DashboardCounts = Omit<DashboardAnalytics, 'categoryDistribution' | 'recentActivity' | 'pendingContentApproval'> & { pendingReports: number };

/** SQL of the dashboard over the read model (rm_*), user_profiles and reported_content. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<DashboardCounts> {
    const [counts] = await this.dataSource.query(`SELECT
      (SELECT count(*) FROM rm_businesses)::int AS "totalBusinesses",
      (SELECT count(*) FROM user_profiles)::int AS "totalUsers",
      (SELECT count(*) FROM rm_pet_posts WHERE status = 'active' AND approval_status = 'approved')::int AS "activePets",
      (SELECT count(*) FROM rm_appointments)::int AS "totalAppointments",
      (SELECT count(*) FROM rm_businesses WHERE is_premium)::int AS "premiumBusinesses",
      (SELECT count(*) FROM reported_content WHERE status = 'pending')::int AS "pendingReports",
      (SELECT count(*) FROM rm_pet_posts WHERE status = 'resolved' AND resolved_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "reunionsThisMonth"`);
    return counts;
  }

  businessesPerCategory(): Promise<{ category: string; count: number }[]> {
    return this.dataSource.query('SELECT category, count(*)::int AS count FROM rm_businesses GROUP BY category');
  }

  recentActivity(limit: number): Promise<{ id: string; description: string; timestamp: string | Date }[]> {
    return this.dataSource.query('SELECT id, description, occurred_at AS timestamp FROM rm_activity ORDER BY occurred_at DESC LIMIT $1', [
      limit,
    ]);
  }
}
