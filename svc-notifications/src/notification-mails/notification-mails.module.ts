import { Module } from '@nestjs/common';
import { NotificationMailsService } from './notification-mails.service';

/** Notifications by email (preferences, 15-minute bundles, this service's mail outbox). */
@Module({ providers: [NotificationMailsService], exports: [NotificationMailsService] })
export class NotificationMailsModule {}
