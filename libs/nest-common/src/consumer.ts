import type { EventDefinition, EventEnvelope } from '@pawpals/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  nanos,
  type ConsumerMessages,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { DataSource, EntityManager } from 'typeorm';
import { prefixed, type RuntimeConfig } from './config';
import { runWithContext } from './context';
import { crashPoint } from './crash-points';
import { isDatabaseUnavailable } from './database';
import { ensureEventsStream } from './jetstream';
import { createLogger } from './logger';
import { eventsConsumed, type ConsumeResult } from './metrics';
import { contextFromNatsHeaders, failActiveSpan, inSpan, SpanKind, tracingEnabled } from './tracing';

const log = createLogger('consumer');
/** How long an event waits while the service's database is away before it is tried again. */
const DATABASE_RETRY_MS = 2000;

/** Work to run once the handler's transaction has committed (e.g. a live push), never before. */
export type AfterCommit = (fn: () => void | Promise<void>) => void;

export type EventHandler<D> = (event: EventEnvelope<D>, manager: EntityManager, afterCommit: AfterCommit) => Promise<void>;

export interface ConsumerOptions {
  /** Distinguishes two consumers of the same event type in one service (part of the durable name). */
  purpose?: string;
  /** Attempts before an event is parked as poison. */
  maxDeliver?: number;
  ackWaitMs?: number;
}

/**
 * A durable JetStream consumer for one event type. The handler's writes and the "processed" mark
 * commit in one transaction and only then is the message acked: a crash before commit redelivers,
 * a redelivery after commit is skipped. After maxDeliver failures the event is parked and logged.
 */
export class DurableEventConsumer<D> {
  private messages?: ConsumerMessages;
  private stopped = false;
  private loop?: Promise<void>;
  readonly name: string;

  constructor(
    private readonly nc: NatsConnection,
    private readonly dataSource: DataSource,
    private readonly config: RuntimeConfig,
    private readonly service: string,
    private readonly event: EventDefinition<D>,
    private readonly handler: EventHandler<D>,
    private readonly options: ConsumerOptions = {},
  ) {
    const purpose = options.purpose ? `__${options.purpose}` : '';
    this.name = `${service}__${event.type.replace(/\./g, '_')}${purpose}`;
  }

  async start() {
    const stream = await ensureEventsStream(this.nc, this.config);
    const jsm = await this.nc.jetstreamManager();
    const config = {
      durable_name: this.name,
      filter_subject: prefixed(this.config, this.event.subject),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // Unlimited at the server: poison events are parked by handle() after maxDeliver failures of their own.
      max_deliver: -1,
      ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
      max_ack_pending: 1000,
    };
    await jsm.consumers.add(stream, config).catch(async () => {
      await jsm.consumers.update(stream, this.name, { max_deliver: config.max_deliver, ack_wait: config.ack_wait });
    });
    this.stopped = false;
    this.loop = this.run(stream);
  }

  private get maxDeliver() {
    return this.options.maxDeliver ?? 5;
  }

  private async run(stream: string) {
    while (!this.stopped) {
      try {
        const consumer = await this.nc.jetstream().consumers.get(stream, this.name);
        this.messages = await consumer.consume({ max_messages: 100 });
        for await (const msg of this.messages) {
          await (tracingEnabled() ? this.traced(msg) : this.handle(msg));
          if (this.stopped) break;
        }
      } catch (err) {
        if (this.stopped) break;
        log.warn({ consumer: this.name, err: (err as Error).message }, 'consumer interrupted; resuming');
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  private count(result: ConsumeResult) {
    eventsConsumed.inc({ event_type: this.event.type, result });
  }

  /** Handles the event in a consumer span, a child of the span that published it (tracing on). */
  private traced(msg: JsMsg) {
    return inSpan(
      `${this.event.subject} process`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFromNatsHeaders(msg.headers),
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.type': 'process',
          'messaging.destination.name': this.event.subject,
          'messaging.consumer.group.name': this.name,
          'messaging.message.delivery_attempt': msg.info.redeliveryCount,
          'pawpals.event.type': this.event.type,
        },
      },
      () => this.handle(msg),
    );
  }

  private async handle(msg: JsMsg) {
    let envelope: EventEnvelope<D> | undefined;
    try {
      envelope = msg.json<EventEnvelope<D>>();
      if (!envelope || typeof envelope.id !== 'string' || typeof envelope.data !== 'object' || envelope.data === null) {
        throw new Error('malformed event envelope');
      }
      const event = envelope;
      const committed: (() => void | Promise<void>)[] = [];
      let handled = false;
      await runWithContext({ correlationId: event.correlationId, actor: event.actor }, async () => {
        await this.dataSource.transaction(async (manager) => {
          const fresh = await manager.query(
            `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING event_id`,
            [this.name, event.id],
          );
          if (fresh.length) await this.handler(event, manager, (fn) => committed.push(fn));
          handled = fresh.length > 0;
        });
        for (const fn of committed) await Promise.resolve(fn()).catch((err) => log.warn({ err: err.message }, 'after-commit step failed'));
      });
      crashPoint(`before-ack:${event.type}`);
      msg.ack();
      this.count(handled ? 'processed' : 'duplicate');
    } catch (err) {
      failActiveSpan(err);
      // Our own database being away is no fault of the event: wait for it, however long, never park.
      if (isDatabaseUnavailable(err)) {
        log.warn({ consumer: this.name, err: (err as Error).message }, 'database unavailable; event will be retried');
        msg.nak(DATABASE_RETRY_MS);
        this.count('deferred');
        return;
      }
      const attempts = msg.info.redeliveryCount;
      if (attempts >= this.maxDeliver) {
        await this.park(msg, envelope, err as Error, attempts);
        msg.term();
        this.count('parked');
      } else {
        this.count('retried');
        log.warn({ consumer: this.name, attempts, err: (err as Error).message }, 'event failed; will retry');
        msg.nak(Math.min(200 * 2 ** attempts, 5000));
      }
    }
  }

  private async park(msg: JsMsg, envelope: EventEnvelope<D> | undefined, err: Error, attempts: number) {
    const eventId = typeof envelope?.id === 'string' ? envelope.id : `seq-${msg.seq}`;
    log.error({ consumer: this.name, eventId, attempts, err: err.message }, 'poison event parked');
    await this.dataSource
      .query(
        `INSERT INTO parked_events (consumer, event_id, subject, payload, error, attempts)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (consumer, event_id) DO NOTHING`,
        [this.name, eventId, msg.subject, msg.string(), err.message, attempts],
      )
      .catch((e) => log.error({ err: e.message }, 'could not park event'));
  }

  async stop() {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
  }
}

