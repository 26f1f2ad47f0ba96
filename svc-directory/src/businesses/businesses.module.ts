import { Module } from '@nestjs/common';
import { BusinessesController } from './businesses.controller';
import { BusinessesRepository } from './businesses.repository';
import { BusinessesService } from './businesses.service';

/** Listings: search, one, the owner's own, create/update, the logo. Other features lock and read businesses through it. */
@Module({
  controllers: [BusinessesController],
  providers: [BusinessesService, BusinessesRepository],
  exports: [BusinessesService, BusinessesRepository],
})
export class BusinessesModule {}
