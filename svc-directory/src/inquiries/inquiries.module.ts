import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { InquiriesController } from './inquiries.controller';
import { InquiriesRepository } from './inquiries.repository';
import { InquiriesService } from './inquiries.service';

@Module({
  imports: [BusinessesModule],
  controllers: [InquiriesController],
  providers: [InquiriesService, InquiriesRepository],
  exports: [InquiriesService],
})
export class InquiriesModule {}
