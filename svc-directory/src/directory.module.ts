import { Module } from '@nestjs/common';
import { AppointmentsController } from './appointments/appointments.controller';
import { AdminBusinessesController } from './businesses/admin-businesses.controller';
import { BusinessesController } from './businesses/businesses.controller';
import { BusinessesService } from './businesses/businesses.service';
import { ImportService } from './businesses/import.service';
import { FavoritesController } from './favorites/favorites.controller';
import { InquiriesController } from './inquiries/inquiries.controller';
import { ReviewsController } from './reviews/reviews.controller';

@Module({
  controllers: [
    BusinessesController,
    AdminBusinessesController,
    ReviewsController,
    FavoritesController,
    AppointmentsController,
    InquiriesController,
  ],
  providers: [BusinessesService, ImportService],
})
export class DirectoryModule {}
