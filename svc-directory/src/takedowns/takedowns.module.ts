import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/reviews.module';
import { DirectoryTakedowns, DirectoryTakedownsController } from './directory-takedowns';
import { TakedownsRepository } from './takedowns.repository';

/** Moderators' takedowns of businesses, reviews and business photos (svc-admin decides; this service hides). */
@Module({ imports: [ReviewsModule], controllers: [DirectoryTakedownsController], providers: [DirectoryTakedowns, TakedownsRepository] })
export class TakedownsModule {}
