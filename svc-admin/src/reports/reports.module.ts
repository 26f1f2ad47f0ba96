import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { TakedownsModule } from '../takedowns/takedowns.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Reported content: members report, moderators see the queue and act on it. */
@Module({ imports: [AuditLogModule, TakedownsModule], controllers: [ReportsController], providers: [ReportsService, ReportsRepository], exports: [ReportsRepository] })
export class ReportsModule {}
