import { Controller, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { AccountErasure, requireActor } from '@pawpals/nest-common';
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
import { AccountDataRepository } from './account-data.repository';

/**
 * A member's directory data: what "Download my data" gets, and what account deletion does —
 * favorites, appointments and inquiry conversations go; reviews stay and read "Anonymous" once the
 * name is gone from user_profiles (businesses keep their rating); an owned business is unlisted.
 */
@Injectable()
class DirectoryAccountData implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly accountData: AccountDataRepository,
    private readonly businesses: BusinessesService,
    private readonly reviews: ReviewsService,
    private readonly favorites: FavoritesService,
    private readonly appointments: AppointmentsService,
    private readonly inquiries: InquiriesService,
  ) {}

  onModuleInit() {
    this.erasure.register((manager, userId) => this.accountData.eraseMember(manager, userId));
  }

  async exportOf(userId: string) {
    const [business, reviews, favorites, appointments, inquiries] = await Promise.all([
      this.businesses.getMyBusiness(userId),
      this.reviews.listMyReviews(userId),
      this.favorites.listFavorites(userId),
      this.appointments.listMyAppointments(userId),
      this.inquiries.allMyInquiriesOf(userId),
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
  providers: [DirectoryAccountData, AccountDataRepository],
})
export class AccountDataModule {}
