import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { InsightsController } from './insights.controller';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';

/** Owner insights: counted page views and button uses, weekly figures. */
@Module({
  imports: [BusinessesModule],
  controllers: [InsightsController],
  providers: [InsightsService, InsightsRepository],
})
export class InsightsModule {}
