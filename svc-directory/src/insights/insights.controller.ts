import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type BusinessInsights, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { InsightsService } from './insights.service';

@Controller()
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  /** Public: anyone viewing the page; the gateway limits how often one visitor is counted. */
  @MessagePattern(SUBJECTS.directory.recordBusinessEvent)
  recordBusinessEvent(@Payload() req: ContractRequest<'recordBusinessEvent'>): Promise<{ counted: true }> {
    return this.insights.recordBusinessEvent(uuidParam(req.params, 'id', BUSINESS_NOT_FOUND), req.body.kind);
  }

  @MessagePattern(SUBJECTS.directory.getBusinessInsights)
  getBusinessInsights(@Payload() req: ContractRequest<'getBusinessInsights'>): Promise<BusinessInsights> {
    return this.insights.getBusinessInsights(requireActor(req).userId);
  }
}
