import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AppointmentsModule } from './appointments/appointments.module';
import { BusinessImportModule } from './business-import/business-import.module';
import { BusinessPhotosModule } from './business-photos/business-photos.module';
import { InsightsModule } from './insights/insights.module';
import { BusinessesModule } from './businesses/businesses.module';
import { HoursModule } from './hours/hours.module';
import { FavoritesModule } from './favorites/favorites.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { ReviewsModule } from './reviews/reviews.module';
import { AccountDataModule } from './account-data/account-data.module';
import { TakedownsModule } from './takedowns/takedowns.module';

/**
 * svc-directory, one module per feature. Each feature is a thin message controller (one method per
 * route, named like it) → its service (the use case: rules, transaction, events) → its repository (SQL).
 */
@Module({
  imports: [
    BusinessesModule,
    HoursModule,
    ReviewsModule,
    FavoritesModule,
    AppointmentsModule,
    InquiriesModule,
    AdminModule,
    BusinessImportModule,
    AccountDataModule,
    BusinessPhotosModule,
    InsightsModule,
    TakedownsModule,
  ],
})
export class DirectoryModule {}
