import type { JetStreamManager, NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { EVENTS_STREAM } from '@pawpals/contracts';
import { streamName, type RuntimeConfig } from './config';

/**
 * What a process reads of its own messaging state: the outbox, the parked events and the backlog of its
 * durable consumers. The metrics' gauges (metrics/index.ts) and the admin system page (system-status.ts)
 * read them the same way, here.
 */

export interface OutboxReading {
  pending: number;
  oldestAgeSeconds: number;
}

/** Unpublished outbox rows and the age of the oldest, read through the partial index outbox_unpublished. */
export async function readOutbox(dataSource: DataSource): Promise<OutboxReading> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
       FROM outbox WHERE published_at IS NULL`,
  );
  return { pending: row.pending, oldestAgeSeconds: row.oldest };
}

/** How many events the process's consumers parked as poison. */
export async function countParkedEvents(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query('SELECT count(*)::int AS n FROM parked_events');
  return row.n;
}

export interface ConsumerBacklogReading {
  name: string;
  /** Messages not yet delivered (JetStream num_pending). */
  pending: number;
  /** Delivered, not yet acknowledged. */
  ackPending: number;
}

const managers = new WeakMap<NatsConnection, Promise<JetStreamManager>>();

/** One JetStream manager per connection, asked again after a failure. */
async function managerOf(nc: NatsConnection): Promise<JetStreamManager> {
  if (!managers.has(nc)) managers.set(nc, nc.jetstreamManager({ timeout: 2000 }));
  return managers.get(nc)!.catch((err) => {
    managers.delete(nc);
    throw err;
  });
}

/**
 * The backlog of each named durable consumer; a consumer JetStream does not know (yet) is left out. Throws
 * when JetStream cannot be asked at all.
 */
export async function readConsumerBacklogs(nc: NatsConnection, config: RuntimeConfig, names: readonly string[]): Promise<ConsumerBacklogReading[]> {
  if (!names.length) return [];
  if (nc.isClosed()) throw new Error('NATS connection closed');
  const jsm = await managerOf(nc);
  const stream = streamName(config, EVENTS_STREAM);
  const infos = await Promise.all(names.map((name) => jsm.consumers.info(stream, name).catch(() => undefined)));
  return infos.flatMap((info, i) => (info ? [{ name: names[i], pending: info.num_pending, ackPending: info.num_ack_pending }] : []));
}
