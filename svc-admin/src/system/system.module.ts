import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { SystemController } from './system.controller';
import { SystemService } from './system.service';

/** The system page (super admin): every service's messaging state, and its parked events retried or deleted. */
@Module({ imports: [AuditLogModule], controllers: [SystemController], providers: [SystemService] })
export class SystemModule {}
