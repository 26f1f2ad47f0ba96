import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { AuditLogService } from './audit-log.service';

@Controller()
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @MessagePattern(SUBJECTS.admin.listAuditLog)
  listAuditLog(@Payload() req: ContractRequest<'listAuditLog'>) {
    requireAdmin(req, 'super_admin');
    return this.audit.listAuditLog(req.query);
  }
}
