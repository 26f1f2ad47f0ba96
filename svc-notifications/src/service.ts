import type { ServiceDefinition } from '@pawpals/nest-common';
import { Notifications1700000000100 } from './migrations/1700000000100-notifications';
import { NotificationEntity } from './notifications/notification.entity';
import { NotificationsModule } from './notifications/notifications.module';

export const notificationsService: ServiceDefinition = {
  service: 'notifications',
  entities: [NotificationEntity],
  migrations: [Notifications1700000000100],
  imports: [NotificationsModule],
};
