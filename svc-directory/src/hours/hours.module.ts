import { Module } from '@nestjs/common';
import { HoursController } from './hours.controller';
import { HoursRepository } from './hours.repository';
import { HoursService } from './hours.service';

/** Opening hours, open-now and bookable slots. Businesses describe themselves and appointments find their slot through it. */
@Module({
  controllers: [HoursController],
  providers: [HoursService, HoursRepository],
  exports: [HoursService],
})
export class HoursModule {}
