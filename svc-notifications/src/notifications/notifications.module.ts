import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { WelcomeHandler } from './welcome.handler';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, WelcomeHandler],
})
export class NotificationsModule {}
