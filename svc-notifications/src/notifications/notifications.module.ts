import { Module } from '@nestjs/common';
import { UserProfilesModule } from '@pawpals/nest-common';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** A member's notifications: the routes, and delivery for the rules and reminders (exported). */
@Module({
  imports: [UserProfilesModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository],
  exports: [NotificationsService, NotificationsRepository],
})
export class NotificationsModule {}
