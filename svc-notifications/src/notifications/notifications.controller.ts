import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { NOTIFICATION_NOT_FOUND, NotificationsService } from './notifications.service';

/** One handler per route, named like it: always the signed-in member's own notifications. */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(SUBJECTS.notifications.listNotifications)
  listNotifications(@Payload() req: ContractRequest<'listNotifications'>) {
    return this.notifications.listNotifications(requireActor(req).userId, req.query);
  }

  @MessagePattern(SUBJECTS.notifications.getUnreadCount)
  getUnreadCount(@Payload() req: ContractRequest<'getUnreadCount'>) {
    return this.notifications.getUnreadCount(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.markNotificationRead)
  markNotificationRead(@Payload() req: ContractRequest<'markNotificationRead'>) {
    const { userId } = requireActor(req);
    return this.notifications.markNotificationRead(userId, uuidParam(req.params, 'id', NOTIFICATION_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.notifications.markAllNotificationsRead)
  markAllNotificationsRead(@Payload() req: ContractRequest<'markAllNotificationsRead'>) {
    return this.notifications.markAllNotificationsRead(requireActor(req).userId);
  }
}
