import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { BusinessImportController } from './business-import.controller';
import { BusinessImportRepository } from './business-import.repository';
import { BusinessImportService } from './business-import.service';

/** Place-search results imported as owner-less businesses (asked by svc-admin). */
@Module({
  imports: [BusinessesModule],
  controllers: [BusinessImportController],
  providers: [BusinessImportService, BusinessImportRepository],
})
export class BusinessImportModule {}
