import { Injectable } from '@nestjs/common';
import { BUSINESS_CATEGORIES, LIMITS, type DashboardAnalytics, type ResponseOf } from '@pawpals/contracts';
import { withIsoTimes } from '@pawpals/nest-common';
import { AnalyticsRepository } from './analytics.repository';

/** The dashboard (SPEC §2.12): counters, every business category (0 when empty) and the latest activity. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async getDashboardAnalytics(): Promise<ResponseOf<'getDashboardAnalytics'>> {
    const counts = await this.analytics.counts();
    const byCategory = await this.analytics.businessesPerCategory();
    const recentActivity = await this.analytics.recentActivity(LIMITS.recentActivityItems);
    return {
      ...counts,
      categoryDistribution: BUSINESS_CATEGORIES.map((category) => ({
        category,
        count: byCategory.find((c) => c.category === category)?.count ?? 0,
      })),
      recentActivity: recentActivity.map((a) => withIsoTimes(a, 'timestamp') as DashboardAnalytics['recentActivity'][number]),
    };
  }
}
