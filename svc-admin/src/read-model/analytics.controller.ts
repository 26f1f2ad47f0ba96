import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BUSINESS_CATEGORIES, LIMITS, SUBJECTS, type DashboardAnalytics, type RpcRequest } from '@pawpals/contracts';
import { DataSource } from 'typeorm';
import { requireAdmin } from '../admin-guard';

@Controller()
export class AnalyticsController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(SUBJECTS.admin.getDashboardAnalytics)
  async dashboard(@Payload() req: RpcRequest): Promise<DashboardAnalytics> {
    requireAdmin(req);
    const [counts] = await this.dataSource.query(`SELECT
      (SELECT count(*) FROM rm_businesses)::int AS "totalBusinesses",
      (SELECT count(*) FROM user_profiles)::int AS "totalUsers",
      (SELECT count(*) FROM rm_pet_posts WHERE status = 'active' AND approval_status = 'approved')::int AS "activePets",
      (SELECT count(*) FROM rm_appointments)::int AS "totalAppointments",
      (SELECT count(*) FROM rm_businesses WHERE is_premium)::int AS "premiumBusinesses",
      (SELECT count(*) FROM rm_pet_posts WHERE approval_status = 'pending')::int
        + (SELECT count(*) FROM reported_content WHERE status = 'pending')::int AS "pendingContentApproval"`);
    const byCategory: { category: string; count: number }[] = await this.dataSource.query(
      'SELECT category, count(*)::int AS count FROM rm_businesses GROUP BY category',
    );
    const recentActivity: { id: string; description: string; timestamp: Date }[] = await this.dataSource.query(
      'SELECT id, description, occurred_at AS timestamp FROM rm_activity ORDER BY occurred_at DESC LIMIT $1',
      [LIMITS.recentActivityItems],
    );
    return {
      ...counts,
      categoryDistribution: BUSINESS_CATEGORIES.map((category) => ({
        category,
        count: byCategory.find((c) => c.category === category)?.count ?? 0,
      })),
      recentActivity: recentActivity.map((a) => ({ ...a, timestamp: new Date(a.timestamp).toISOString() })),
    };
  }
}
