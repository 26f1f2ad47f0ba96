import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(SUBJECTS.notifications.listNotifications)
  list(@Payload() req: RpcRequest) {
    return this.notifications.listFor(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.getUnreadCount)
  unreadCount(@Payload() req: RpcRequest) {
    return this.notifications.unreadCount(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.markNotificationRead)
  markRead(@Payload() req: RpcRequest) {
    return this.notifications.markRead(requireActor(req).userId, req.params.id);
  }

  @MessagePattern(SUBJECTS.notifications.markAllNotificationsRead)
  markAllRead(@Payload() req: RpcRequest) {
    return this.notifications.markAllRead(requireActor(req).userId);
  }
}
