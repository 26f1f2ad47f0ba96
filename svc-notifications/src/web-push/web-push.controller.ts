import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { WebPushService } from './web-push.service';

/** The VAPID public key, and the signed-in member's own subscribed devices. */
@Controller()
export class WebPushController {
  constructor(private readonly push: WebPushService) {}

  @MessagePattern(SUBJECTS.notifications.getPushPublicKey)
  getPushPublicKey() {
    return this.push.getPushPublicKey();
  }

  @MessagePattern(SUBJECTS.notifications.subscribePush)
  subscribePush(@Payload() req: ContractRequest<'subscribePush'>) {
    return this.push.subscribePush(requireActor(req).userId, req.body, req.headers?.['user-agent']);
  }

  @MessagePattern(SUBJECTS.notifications.listPushSubscriptions)
  listPushSubscriptions(@Payload() req: ContractRequest<'listPushSubscriptions'>) {
    return this.push.listPushSubscriptions(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.unsubscribePush)
  unsubscribePush(@Payload() req: ContractRequest<'unsubscribePush'>) {
    return this.push.unsubscribePush(requireActor(req).userId, req.body);
  }
}
