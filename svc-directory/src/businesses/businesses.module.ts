import { Module } from '@nestjs/common';
import { Geocoder, geocoderFromEnv } from '@pawpals/geo';
import { HoursModule } from '../hours/hours.module';
import { BusinessPlaces } from './business-places';
import { BusinessesController } from './businesses.controller';
import { BusinessesRepository } from './businesses.repository';
import { BusinessesService } from './businesses.service';

/** Listings: search, one, the owner's own, create/update, the logo. Other features lock and read businesses through it. */
@Module({
  imports: [HoursModule],
  controllers: [BusinessesController],
  providers: [BusinessesService, BusinessesRepository, BusinessPlaces, { provide: Geocoder, useFactory: () => geocoderFromEnv() }],
  exports: [BusinessesService, BusinessesRepository, BusinessPlaces],
})
export class BusinessesModule {}
