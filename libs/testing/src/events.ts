import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@pawpals/contracts';
import { ensureEventsStream, prefixed, type RuntimeConfig } from '@pawpals/nest-common';
import { JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec();

/**
 * Publishes an event into JetStream as a producing service's relay would. Each call uses a fresh
 * JetStream message id, so publishing the same envelope twice simulates a duplicate delivery.
 */
export async function publishEvent<D>(
  nc: NatsConnection,
  config: RuntimeConfig,
  event: EventDefinition<D>,
  data: D,
  envelope: Partial<EventEnvelope<D>> = {},
): Promise<EventEnvelope<D>> {
  await ensureEventsStream(nc, config);
  const full: EventEnvelope<D> = {
    id: randomUUID(),
    type: event.type,
    occurredAt: new Date().toISOString(),
    actor: null,
    data,
    ...envelope,
  };
  await nc.jetstream().publish(prefixed(config, event.subject), codec.encode(full), { msgID: randomUUID() });
  return full;
}

/** Publishes an arbitrary payload on an event's subject (for poison-message tests). */
export async function publishRaw(nc: NatsConnection, config: RuntimeConfig, subject: string, payload: unknown) {
  await ensureEventsStream(nc, config);
  await nc.jetstream().publish(prefixed(config, subject), codec.encode(payload), { msgID: randomUUID() });
}
