import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(SUBJECTS.notifications.list)
  list(@Payload() req: RpcRequest) {
    return this.notifications.listFor(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.unreadCount)
  unreadCount(@Payload() req: RpcRequest) {
    return this.notifications.unreadCount(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.markRead)
  markRead(@Payload() req: RpcRequest) {
    return this.notifications.markRead(requireActor(req).userId, req.params.id);
  }

  @MessagePattern(SUBJECTS.notifications.markAllRead)
  markAllRead(@Payload() req: RpcRequest) {
    return this.notifications.markAllRead(requireActor(req).userId);
  }
}
