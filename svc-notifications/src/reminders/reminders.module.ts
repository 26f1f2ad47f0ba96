import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WebPushModule } from '../web-push/web-push.module';
import { RemindersRepository } from './reminders.repository';
import { AppointmentReminders } from './reminders.service';

/** The day-before reminders of confirmed appointments. */
@Module({ imports: [NotificationsModule, LiveModule, WebPushModule], providers: [AppointmentReminders, RemindersRepository] })
export class RemindersModule {}
