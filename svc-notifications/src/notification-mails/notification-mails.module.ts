import { Module } from '@nestjs/common';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module';
import { NotificationMailsRepository } from './notification-mails.repository';
import { NotificationMailsService } from './notification-mails.service';

/** Notifications by email (preferences, 15-minute bundles, this service's mail outbox). */
@Module({ imports: [EmailPreferencesModule], providers: [NotificationMailsService, NotificationMailsRepository], exports: [NotificationMailsService] })
export class NotificationMailsModule {}
