import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';
import { ForwardedActionsHandler } from './forwarded-actions.handler';

/** The audit log: AuditLogService.record for every admin action, and the super admins' list. */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogService, AuditLogRepository, ForwardedActionsHandler],
  exports: [AuditLogService],
})
export class AuditLogModule {}
