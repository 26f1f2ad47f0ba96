import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import { LivePush } from '../live/live-push';
import { NotificationMailsService } from '../notification-mails/notification-mails.service';
import { pushTag } from '../web-push/push-tags';
import { WebPushService } from '../web-push/web-push.service';
import { AlertAreasService } from './alert-areas.service';

/**
 * "Lost dog near you": an approved post alerts the areas around it. The notifications are one insert
 * in the consumer's transaction; the live pushes go out after the commit, one small message each
 * (core NATS publishes are buffered, so 100,000 of them take well under a second and never hold the
 * transaction open).
 */
@Injectable()
export class AlertFanoutConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly areas: AlertAreasService,
    private readonly live: LivePush,
    private readonly mails: NotificationMailsService,
    private readonly push: WebPushService,
  ) {}

  onModuleInit() {
    this.consumers.on(
      EVENTS.petPostModerated,
      async (event, manager, afterCommit) => {
        const alerted = await this.areas.alertAreasNear(manager, event.data, event.id);
        if (!alerted.length) return;
        const mailed = await this.mails.queue(manager, 'petAlerts', alerted.map((a) => a.id));
        if (mailed) afterCommit(() => this.mails.nudge());
        // The first hours decide whether a lost pet gets home: these pushes ask the push service to wake the device.
        const tag = pushTag.pet(event.data.postId);
        const pushed = await this.push.queue(manager, 'petAlerts', alerted.map((a) => ({ notificationId: a.id, tag })), 'high');
        if (pushed) afterCommit(() => this.push.nudge());
        afterCommit(() => {
          for (const { userId, id, createdAt, title, message, link } of alerted) {
            this.live.toUser(userId, { id, title, message, link, isRead: 0, createdAt: new Date(createdAt).toISOString() });
          }
        });
      },
      { purpose: 'alert-areas' },
    );
  }
}
