import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationMailsModule } from '../notification-mails/notification-mails.module';
import { WebPushModule } from '../web-push/web-push.module';
import { RulesRegistrar } from './rules.registrar';

/** Who hears what about each event (./rules.ts), delivered once per event and person. */
@Module({ imports: [NotificationsModule, LiveModule, NotificationMailsModule, WebPushModule], providers: [RulesRegistrar] })
export class RulesModule {}
