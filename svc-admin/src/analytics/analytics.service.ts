import { Injectable } from '@nestjs/common';
import { BUSINESS_CATEGORIES, LIMITS, SUBJECTS, type DashboardAnalytics, type ResponseOf } from '@pawpals/contracts';
import { RpcClient, withIsoTimes } from '@pawpals/nest-common';
import { AnalyticsRepository } from './analytics.repository';

/** The admin dashboard (docs/product.md#admin-portal): counters, every business category (0 when empty) and the latest activity. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly rpc: RpcClient,
  ) {}

  async getDashboardAnalytics(): Promise<ResponseOf<'getDashboardAnalytics'>> {
    const { pendingReports, ...counts } = await this.analytics.counts();
    // "Pending Moderation" is what the moderation page lists: svc-pets' pending queue (the read model
    // misses reopened, erased and taken-down posts) plus the open reports.
    const pendingPosts = await this.rpc.request<{ count: number }>(SUBJECTS.pets.countPendingPosts, { actor: null, params: {}, query: {}, body: {} });
    const byCategory = await this.analytics.businessesPerCategory();
    const recentActivity = await this.analytics.recentActivity(LIMITS.recentActivityItems);
    return {
      ...counts,
      pendingContentApproval: pendingPosts.count + pendingReports,
      categoryDistribution: BUSINESS_CATEGORIES.map((category) => ({
        category,
        count: byCategory.find((c) => c.category === category)?.count ?? 0,
      })),
      recentActivity: recentActivity.map((a) => withIsoTimes(a, 'timestamp') as DashboardAnalytics['recentActivity'][number]),
    };
  }
}
