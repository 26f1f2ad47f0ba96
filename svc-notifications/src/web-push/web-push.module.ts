import { Module } from '@nestjs/common';
import { PushRepository } from './push.repository';
import { VapidKeys } from './vapid-keys';
import { WebPushController } from './web-push.controller';
import { WebPushService } from './web-push.service';

/** Web Push: subscriptions, the push outbox and its relay (docs/decisions/0142-web-push.md). */
@Module({ controllers: [WebPushController], providers: [WebPushService, PushRepository, VapidKeys], exports: [WebPushService] })
export class WebPushModule {}
