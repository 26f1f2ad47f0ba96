import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor, requireAdmin, uuidParam } from '@pawpals/nest-common';
import { REPORT_NOT_FOUND, ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @MessagePattern(SUBJECTS.admin.reportContent)
  reportContent(@Payload() req: ContractRequest<'reportContent'>) {
    return this.reports.reportContent(requireActor(req), req.body);
  }

  @MessagePattern(SUBJECTS.admin.listReportedContent)
  listReportedContent(@Payload() req: ContractRequest<'listReportedContent'>) {
    requireAdmin(req, 'moderator');
    return this.reports.listReportedContent(req.query);
  }

  @MessagePattern(SUBJECTS.admin.getReportedContentCount)
  getReportedContentCount(@Payload() req: ContractRequest<'getReportedContentCount'>) {
    requireAdmin(req, 'moderator');
    return this.reports.getReportedContentCount();
  }

  @MessagePattern(SUBJECTS.admin.resolveReport)
  resolveReport(@Payload() req: ContractRequest<'resolveReport'>) {
    const moderator = requireAdmin(req, 'moderator');
    return this.reports.resolveReport(moderator, uuidParam(req.params, 'id', REPORT_NOT_FOUND), req.body);
  }
}
