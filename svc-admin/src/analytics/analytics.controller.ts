import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(SUBJECTS.admin.getDashboardAnalytics)
  getDashboardAnalytics(@Payload() req: ContractRequest<'getDashboardAnalytics'>) {
    requireAdmin(req);
    return this.analytics.getDashboardAnalytics();
  }
}
