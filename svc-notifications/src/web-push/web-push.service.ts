import { createECDH } from 'node:crypto';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { invalid, type ParsedBodyOf, type PushKind, type PushSubscription, type ResponseOf } from '@pawpals/contracts';
import { AccountErasure } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { deviceLabel } from './device-label';
import { PushServiceOrigins } from './push-origins';
import { PushRelay, pushRelayOptionsFromEnv } from './push-relay';
import { PushRepository, type PushItem, type PushSubscriptionRow } from './push.repository';
import { VapidKeys } from './vapid-keys';

export const PUSH_SERVICE_NOT_ALLOWED = 'This browser’s push service is not one PawPals can send to. Try another browser, or use email alerts.';
export const PUSH_KEY_NOT_ON_CURVE = 'keys.p256dh is not a valid P-256 public key';
export const PUSH_SUBSCRIPTION_REMOVED = 'This device will get no more notifications.';
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'This device was not subscribed; nothing to remove.';


/**
 * Web Push (docs/decisions/0142-web-push.md): the routes of a member's subscribed devices, and push as one
 * more channel of the notification rules — the rules, the alert fan-out and the reminders queue a push of
 * the notifications they write, in the same transaction, where the member allows the kind; the relay sends
 * them after the commit.
 */
@Injectable()
export class WebPushService implements OnModuleInit, OnModuleDestroy {
  private readonly origins = PushServiceOrigins.fromEnv();
  private readonly relay: PushRelay;

  constructor(
    private readonly push: PushRepository,
    private readonly vapid: VapidKeys,
    private readonly erasure: AccountErasure,
  ) {
    this.relay = new PushRelay(push, vapid, this.origins, pushRelayOptionsFromEnv());
  }

  async onModuleInit() {
    this.erasure.register((manager, userId) => this.push.eraseMember(manager, userId));
    // The keys at start: a wrong VAPID_* stops the service here rather than at the first push.
    await this.vapid.get();
    this.relay.start();
  }

  async onModuleDestroy() {
    await this.relay.stop();
  }

  async getPushPublicKey(): Promise<ResponseOf<'getPushPublicKey'>> {
    return { publicKey: (await this.vapid.get()).publicKey };
  }

  async subscribePush(userId: string, body: ParsedBodyOf<'subscribePush'>, userAgent: string | undefined): Promise<PushSubscription> {
    const origin = this.origins.originOf(body.endpoint);
    if (!origin) throw invalid(PUSH_SERVICE_NOT_ALLOWED, [{ field: 'endpoint', message: PUSH_SERVICE_NOT_ALLOWED }]);
    try {
      // The contract checked the bytes; the point must also lie on the curve, or every push to it would fail.
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      ecdh.computeSecret(Buffer.from(body.keys.p256dh, 'base64url'));
    } catch {
      throw invalid(PUSH_KEY_NOT_ON_CURVE, [{ field: 'keys.p256dh', message: PUSH_KEY_NOT_ON_CURVE }]);
    }
    const row = await this.push.upsert({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label: deviceLabel(userAgent) });
    return toSubscription(row);
  }

  async listPushSubscriptions(userId: string): Promise<PushSubscription[]> {
    return (await this.push.listOf(userId)).map(toSubscription);
  }

  async unsubscribePush(userId: string, body: ParsedBodyOf<'unsubscribePush'>): Promise<ResponseOf<'unsubscribePush'>> {
    const removed = await this.push.remove(userId, body);
    return { message: removed ? PUSH_SUBSCRIPTION_REMOVED : PUSH_SUBSCRIPTION_NOT_FOUND };
  }

  /** Queues a push of these notifications (just written in the caller's transaction); call nudge() after the commit when it answers more than 0. */
  queue(manager: EntityManager, kind: PushKind, items: PushItem[], urgency: 'high' | 'normal' = 'normal'): Promise<number> {
    return this.push.queue(manager, kind, items, urgency);
  }

  /** Call after the commit of a queue(): send now instead of at the next poll. */
  nudge(): void {
    this.relay.nudge();
  }
}

function toSubscription(row: PushSubscriptionRow): PushSubscription {
  return { id: row.id, endpointOrigin: new URL(row.endpoint).origin, label: row.label, createdAt: new Date(row.createdAt).toISOString() };
}
