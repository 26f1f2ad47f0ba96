import { randomUUID } from 'node:crypto';
import { HEADERS, type EventDefinition, type EventEnvelope } from '@pawpals/contracts';
import { headers as natsHeaders, JSONCodec, type JetStreamClient, type NatsConnection } from 'nats';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { prefixed, type RuntimeConfig } from './config';
import { currentContext, runDetached } from './context';
import { isUniqueViolation, OUTBOX_CHANNEL } from './database';
import { createLogger } from './logger';
import { contextFromTraceparent, currentTraceparent, failSpan, injectIntoNatsHeaders, otelContext, otelTrace, SpanKind, tracer, tracingEnabled } from './tracing';

const codec = JSONCodec();
const log = createLogger('outbox');

export interface EventSink {
  emit<D>(event: EventDefinition<D>, data: D): EventEnvelope<D>;
}

/** Builds an envelope stamped with the current actor and correlation id. */
export function buildEnvelope<D>(event: EventDefinition<D>, data: D): EventEnvelope<D> {
  const ctx = currentContext();
  return {
    id: randomUUID(),
    type: event.type,
    occurredAt: new Date().toISOString(),
    actor: ctx?.actor ?? null,
    correlationId: ctx?.correlationId,
    data,
  };
}

/** Writes the event in the caller's transaction, with the traceparent of the span writing it (null while tracing is off). */
export async function writeToOutbox(manager: EntityManager, event: EventDefinition<unknown>, envelope: EventEnvelope) {
  await manager.query('INSERT INTO outbox (id, subject, envelope, traceparent) VALUES ($1, $2, $3, $4)', [
    envelope.id,
    event.subject,
    JSON.stringify(envelope),
    currentTraceparent(),
  ]);
}

/**
 * A state change and the events it causes commit together or not at all. After commit the relay is
 * nudged so events leave at once instead of at the next poll.
 */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay?: OutboxRelay,
  ) {}

  /**
   * With a request key in the context (the gateway's token of an Idempotency-Key), the work commits
   * at most once: its answer is stored in the same transaction, and a retry — even one racing the
   * first, or arriving after the first's reply was lost — gets that answer without running it again.
   */
  async run<T>(work: (manager: EntityManager, events: EventSink) => Promise<T>): Promise<T> {
    const ctx = currentContext();
    const requestKey = ctx?.requestKey ? `${ctx.requestKey}#${(ctx.unitsOfWork = (ctx.unitsOfWork ?? 0) + 1)}` : undefined;
    if (!requestKey) return this.transact(work);
    const earlier = await this.answerOf(requestKey);
    if (earlier) return earlier.answer as T;
    try {
      return await this.transact(async (manager, events) => {
        await manager.query(`DELETE FROM request_keys WHERE key = $1 AND created_at < now() - ${REQUEST_KEY_RETENTION}`, [requestKey]);
        await manager.query('INSERT INTO request_keys (key) VALUES ($1)', [requestKey]);
        const value = await work(manager, events);
        await manager.query('UPDATE request_keys SET answer = $2 WHERE key = $1', [requestKey, JSON.stringify(value ?? null)]);
        return value;
      });
    } catch (err) {
      // The same request committed meanwhile (this one waited on its key, then found it taken).
      const first = isUniqueViolation(err) ? await this.answerOf(requestKey) : undefined;
      if (first) return first.answer as T;
      throw err;
    }
  }

  private async answerOf(requestKey: string): Promise<{ answer: unknown } | undefined> {
    const [row] = await this.dataSource.query(`SELECT answer FROM request_keys WHERE key = $1 AND created_at >= now() - ${REQUEST_KEY_RETENTION}`, [
      requestKey,
    ]);
    return row;
  }

  private async transact<T>(work: (manager: EntityManager, events: EventSink) => Promise<T>): Promise<T> {
    let emitted = 0;
    const result = await this.dataSource.transaction(async (manager) => {
      const pending: Promise<void>[] = [];
      const sink: EventSink = {
        emit: (event, data) => {
          const envelope = buildEnvelope(event, data);
          pending.push(writeToOutbox(manager, event as EventDefinition<unknown>, envelope));
          emitted++;
          return envelope;
        },
      };
      const value = await work(manager, sink);
      await Promise.all(pending);
      return value;
    });
    if (emitted) this.relay?.nudge();
    return result;
  }
}

/** How often a relay polls while its LISTEN connection is down, and waits before reconnecting it. */
const FALLBACK_POLL_MS = 500;
const RELISTEN_DELAY_MS = 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** As long as the gateway replays an Idempotency-Key's answer. */
const REQUEST_KEY_RETENTION = "interval '24 hours'";

/**
 * Moves committed outbox rows into JetStream. The event id is the JetStream message id, so a row
 * published twice (crash between publish and mark) is dropped by the stream's duplicate window.
 * Rows are claimed with SKIP LOCKED, so several replicas relay without stepping on each other.
 * A relay sleeps until Postgres NOTIFYs a committed insert (OutboxNotify1700000000001), so idle
 * processes do not poll; a slow safety-net poll covers a missed notification.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  private js?: JetStreamClient;
  private listener?: Client;
  private prunedAt = 0;
  private relistenTimer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nc: NatsConnection,
    private readonly config: RuntimeConfig,
    private readonly batchSize = 200,
  ) {}

  start() {
    this.js = this.nc.jetstream();
    this.stopped = false;
    this.schedule(0);
    void this.listen();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.relistenTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Whether NOTIFY currently wakes this relay (else it polls every FALLBACK_POLL_MS). */
  get listening(): boolean {
    return !!this.listener;
  }

  /** A dedicated connection (LISTEN holds it) that nudges on every committed outbox insert; reopened when lost. */
  private async listen() {
    if (this.stopped) return;
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      log.warn({ err: err?.message }, 'outbox LISTEN connection lost; polling until it is back');
      client.end().catch(() => undefined);
      this.relisten();
    };
    try {
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', () => this.nudge());
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.stopped) return void client.end().catch(() => undefined);
      this.listener = client;
      this.nudge(); // rows committed while nobody listened
    } catch (err) {
      client.end().catch(() => undefined);
      log.warn({ err: (err as Error).message }, 'outbox LISTEN failed; polling until it works');
      this.relisten();
    }
  }

  private relisten() {
    if (this.stopped) return;
    clearTimeout(this.relistenTimer);
    this.relistenTimer = runDetached(() => setTimeout(() => void this.listen(), RELISTEN_DELAY_MS));
  }

  nudge() {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = runDetached(() => setTimeout(() => void this.drain(), delay));
  }

  /** Publishes until the outbox is empty or NATS refuses; then waits for the next poll. */
  private async drain() {
    if (this.running || this.stopped) return;
    this.running = true;
    let delay = this.listening ? this.config.outboxPollMs : Math.min(this.config.outboxPollMs, FALLBACK_POLL_MS);
    try {
      let published: number;
      do {
        this.again = false;
        published = await this.publishBatch();
      } while ((published === this.batchSize || this.again) && !this.stopped);
      if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = Date.now();
        await this.prune();
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'outbox relay paused; will retry');
      delay = 2000;
    } finally {
      this.running = false;
      this.schedule(delay);
    }
  }

  private async publishBatch(): Promise<number> {
    const js = this.js!;
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string; subject: string; envelope: EventEnvelope; traceparent: string | null }[] = await manager.query(
        `SELECT id, subject, envelope, traceparent FROM outbox WHERE published_at IS NULL
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      const done: string[] = [];
      try {
        for (const row of rows) {
          const h = natsHeaders();
          if (row.envelope.correlationId) h.set(HEADERS.correlationId, row.envelope.correlationId);
          const span = tracingEnabled() ? this.publishSpan(row) : undefined;
          try {
            if (span) injectIntoNatsHeaders(h, otelTrace.setSpan(otelContext.active(), span));
            await js.publish(prefixed(this.config, row.subject), codec.encode(row.envelope), {
              msgID: row.id,
              headers: h,
              timeout: 2000,
            });
          } catch (err) {
            if (span) failSpan(span, err);
            throw err;
          } finally {
            span?.end();
          }
          done.push(row.id);
        }
      } finally {
        if (done.length) await manager.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1)', [done]);
      }
      return done.length;
    });
  }

  /**
   * The publish span of one event: a child of the span that wrote it (its stored traceparent), so the
   * event's consumers, children of this span, join the trace of the request that caused the event.
   */
  private publishSpan(row: { id: string; subject: string; envelope: EventEnvelope; traceparent: string | null }) {
    return tracer().startSpan(
      `${row.subject} publish`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.type': 'send',
          'messaging.operation.name': 'publish',
          'messaging.destination.name': row.subject,
          'messaging.message.id': row.id,
          'pawpals.event.type': row.envelope.type,
        },
      },
      contextFromTraceparent(row.traceparent),
    );
  }

  /** Published rows older than the retention, and idempotent answers older than a day, are of no further use. */
  async prune(olderThanDays = 7) {
    await this.dataSource.query(
      `DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < now() - make_interval(days => $1)`,
      [olderThanDays],
    );
    await this.dataSource.query(`DELETE FROM request_keys WHERE created_at < now() - ${REQUEST_KEY_RETENTION}`);
  }
}
