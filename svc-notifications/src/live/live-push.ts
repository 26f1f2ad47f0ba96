import { Inject, Injectable } from '@nestjs/common';
import { LIVE_SUBJECTS, type Notification } from '@pawpals/contracts';
import { NATS_CONNECTION, prefixed, RUNTIME_CONFIG, type RuntimeConfig } from '@pawpals/nest-common';
import { JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec();

/**
 * Tells the gateways that a notification exists, after it is committed. Fire-and-forget: a client
 * that misses a push still sees the notification at its next 30 s refetch.
 */
@Injectable()
export class LivePush {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  toUser(userId: string, notification: Notification) {
    this.nc.publish(prefixed(this.config, LIVE_SUBJECTS.notificationFor(userId)), codec.encode(notification));
  }

  toEveryone(notification: Omit<Notification, 'id'>) {
    this.nc.publish(prefixed(this.config, LIVE_SUBJECTS.notificationForEveryone), codec.encode(notification));
  }
}
