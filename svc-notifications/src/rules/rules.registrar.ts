import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { LivePush } from '../live/live-push';
import { NotificationMailsService } from '../notification-mails/notification-mails.service';
import { NotificationsService } from '../notifications/notifications.service';
import { WebPushService } from '../web-push/web-push.service';
import { memberLocaleOf } from '../member-locales/member-locales.repository';
import { RULES, type People } from './rules';

/** Subscribes every rule to its event; each notification is pushed live once committed, and queued for mail and Web Push as its rule says. */
@Injectable()
export class RulesRegistrar implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notifications: NotificationsService,
    private readonly live: LivePush,
    private readonly mails: NotificationMailsService,
    private readonly push: WebPushService,
  ) {}

  onModuleInit() {
    for (const rule of RULES) {
      this.consumers.on(rule.event, async (event, manager, afterCommit) => {
        const delivered: string[] = [];
        for (const out of await rule.compose(event, this.people(manager))) {
          if (!out.userId) continue;
          const created = await this.notifications.deliver(manager, {
            userId: out.userId,
            title: out.title,
            message: out.message,
            link: out.link,
            sourceEventId: event.id,
            aboutUserId: event.actor?.userId,
          });
          if (created) {
            delivered.push(created.id);
            afterCommit(() => this.live.toUser(out.userId!, created));
          }
        }
        if (rule.mailKind && (await this.mails.queue(manager, rule.mailKind, delivered))) afterCommit(() => this.mails.nudge());
        const push = rule.push;
        if (push && delivered.length && (push.when?.(event.data) ?? true)) {
          const tag = push.tag(event.data);
          const items = delivered.map((notificationId) => ({ notificationId, tag }));
          if (await this.push.queue(manager, push.kind, items, push.urgency)) afterCommit(() => this.push.nudge());
        }
      });
    }

    this.consumers.on(EVENTS.broadcastRequested, async (event, manager, afterCommit) => {
      const { title, message } = event.data;
      const count = await this.notifications.deliverToEveryone(manager, { title, message, sourceEventId: event.id });
      if (count) {
        if (await this.mails.queueForEvent(manager, 'news', event.id)) afterCommit(() => this.mails.nudge());
        afterCommit(() =>
          this.live.toEveryone({ title, message, link: null, isRead: 0, createdAt: new Date().toISOString() }),
        );
      }
    });
  }

  private people(manager: EntityManager): People {
    return {
      firstName: (userId) => this.notifications.firstNameOf(manager, userId),
      locale: (userId) => memberLocaleOf(manager, userId),
    };
  }
}
