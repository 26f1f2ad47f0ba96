import { UserProfiles1700000000050, type ServiceDefinition } from '@pawpals/nest-common';
import { Notifications1700000000100 } from './migrations/1700000000100-notifications';
import { Reminders1700000000110 } from './migrations/1700000000110-reminders';
import { AlertAreas1700000000120 } from './migrations/1700000000120-alert-areas';
import { NotificationMail1700000000130 } from './migrations/1700000000130-notification-mail';
import { EmailPreferencesModule } from './email-preferences/email-preferences.module';
import { NotificationSubjects1700000000190 } from './migrations/1700000000190-notification-subjects';
import { WebPush1700000000300 } from './migrations/1700000000300-web-push';
import { MemberLocales1700000000880 } from './migrations/1700000000880-member-locales';
import { MemberLocalesModule } from './member-locales/member-locales';
import { WebPushModule } from './web-push/web-push.module';
import { AccountDataModule } from './account-data/account-data.module';
import { AlertAreasModule } from './alert-areas/alert-areas.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RemindersModule } from './reminders/reminders.module';
import { RulesModule } from './rules/rules.module';
import { ModerationNoticesModule } from './moderation-notices/moderation-mails';

export const notificationsService: ServiceDefinition = {
  service: 'notifications',
  entities: [],
  migrations: [UserProfiles1700000000050, Notifications1700000000100, Reminders1700000000110, AlertAreas1700000000120, NotificationMail1700000000130, NotificationSubjects1700000000190, WebPush1700000000300, MemberLocales1700000000880],
  imports: [NotificationsModule, RulesModule, RemindersModule, AlertAreasModule, EmailPreferencesModule, AccountDataModule, ModerationNoticesModule, WebPushModule, MemberLocalesModule],
};
