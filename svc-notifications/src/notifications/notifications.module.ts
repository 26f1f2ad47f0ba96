import { Module } from '@nestjs/common';
import { UserProfilesModule } from '@pawpals/nest-common';
import { LivePush } from '../live/live-push';
import { AppointmentReminders } from '../reminders/reminders';
import { RulesRegistrar } from '../rules/rules.registrar';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [UserProfilesModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, LivePush, RulesRegistrar, AppointmentReminders],
})
export class NotificationsModule {}
