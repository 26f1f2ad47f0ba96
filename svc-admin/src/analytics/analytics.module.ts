import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

/** The admin dashboard, read from the read model. */
@Module({ controllers: [AnalyticsController], providers: [AnalyticsService, AnalyticsRepository] })
export class AnalyticsModule {}
