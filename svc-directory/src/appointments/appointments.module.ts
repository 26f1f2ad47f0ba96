import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { HoursModule } from '../hours/hours.module';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';

@Module({
  imports: [BusinessesModule, HoursModule],
  controllers: [AppointmentsController],
  providers: [AppointmentsService, AppointmentsRepository],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
