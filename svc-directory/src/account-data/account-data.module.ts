import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { AppointmentsModule } from '../appointments/appointments.module';
import { AppointmentsService } from '../appointments/appointments.service';
import { BusinessesModule } from '../businesses/businesses.module';
import { BusinessesService } from '../businesses/businesses.service';
import { FavoritesModule } from '../favorites/favorites.module';
import { FavoritesService } from '../favorites/favorites.service';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InquiriesService } from '../inquiries/inquiries.service';
import { ReviewsModule } from '../reviews/reviews.module';
import { ReviewsService } from '../reviews/reviews.service';

/**
 * A member's directory data (issue 15): what "Download my data" gets, and what account deletion does —
 * favorites, appointments and inquiry conversations go; reviews stay and read "Anonymous" once the
 * name is gone from user_profiles (businesses keep their rating); an owned business is unlisted.
 */
@Injectable()
class DirectoryAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly businesses: BusinessesService,
    private readonly reviews: ReviewsService,
    private readonly favorites: FavoritesService,
    private readonly appointments: AppointmentsService,
    private readonly inquiries: InquiriesService,
  ) {}

  onModuleInit() {
    this.erasure.register(async (manager: EntityManager, userId: string) => {
      await manager.query('DELETE FROM favorites WHERE user_id = $1', [userId]);
      // Their helpful marks go, and the counts they made with them.
      await manager.query(
        `UPDATE reviews r SET helpful_count = helpful_count - 1 FROM review_helpful_marks m WHERE m.review_id = r.id AND m.user_id = $1`,
        [userId],
      );
      await manager.query('DELETE FROM review_helpful_marks WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM appointments WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM inquiry_conversations WHERE customer_id = $1', [userId]);
      await manager.query('UPDATE businesses SET owner_id = NULL, unlisted_at = now() WHERE owner_id = $1', [userId]);
    });
  }

  async exportOf(userId: string) {
    const [business, reviews, favorites, appointments, inquiries] = await Promise.all([
      this.businesses.getMyBusiness(userId),
      this.reviews.listMyReviews(userId),
      this.favorites.listFavorites(userId),
      this.appointments.listMyAppointments(userId),
      this.inquiries.listMyInquiries(userId),
    ]);
    return { business, reviews, favorites, appointments, inquiries };
  }
}

@Controller()
class DirectoryAccountDataController {
  constructor(private readonly data: DirectoryAccountData) {}

  @MessagePattern(SUBJECTS.directory.exportUserData)
  exportUserData(@Payload() req: RpcRequest) {
    return this.data.exportOf(requireActor(req).userId);
  }
}

@Module({
  imports: [BusinessesModule, ReviewsModule, FavoritesModule, AppointmentsModule, InquiriesModule],
  controllers: [DirectoryAccountDataController],
  providers: [DirectoryAccountData],
})
export class AccountDataModule {}
