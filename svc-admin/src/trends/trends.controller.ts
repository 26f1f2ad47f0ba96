import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type AdminTrends, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { TrendsRepository } from './trends.repository';

/** The admin dashboard's weekly trends (docs/decisions/0114-admin-trends.md), read from the events svc-admin already keeps. */
@Controller()
export class TrendsController {
  constructor(private readonly trends: TrendsRepository) {}

  @MessagePattern(SUBJECTS.admin.getAdminTrends)
  async getAdminTrends(@Payload() req: ContractRequest<'getAdminTrends'>): Promise<AdminTrends> {
    requireAdmin(req);
    return { weeks: await this.trends.weekly() };
  }
}
