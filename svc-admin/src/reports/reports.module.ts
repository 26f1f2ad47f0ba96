import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Reported content: members report, moderators see the queue. */
@Module({ controllers: [ReportsController], providers: [ReportsService, ReportsRepository] })
export class ReportsModule {}
