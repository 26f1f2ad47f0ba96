import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DomainError,
  notFound,
  PARKED_EVENTS_LIST,
  SUBJECTS,
  type EventEnvelope,
  type ParkedEventKey,
  type RpcRequest,
  type ServiceName,
  type ServiceParkedEvent,
  type ServiceParkedEventRetry,
  type ServiceParkedEvents,
  type ServiceParkedEventsRequest,
  type ServiceSystemReport,
} from '@pawpals/contracts';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from './config';
import { runWithContext } from './context';
import { isDatabaseUnavailable } from './database';
import { createLogger } from './logger';
import { countParkedEvents, readConsumerBacklogs, readOutbox } from './messaging-state';
// service-app.ts registers this controller; the two only meet when a service starts (no cycle at load time).
import { EventConsumers, NATS_CONNECTION } from './service-app';

const log = createLogger('system-status');

const PARKED_COLUMNS = `consumer, event_id AS "eventId", subject, error, attempts, parked_at AS "parkedAt"`;
type ParkedRow = Omit<ServiceParkedEvent, 'parkedAt'> & { parkedAt: Date };
const answerOf = (row: ParkedRow): ServiceParkedEvent => ({ ...row, parkedAt: row.parkedAt.toISOString() });
const parkedEventMissing = () => notFound('Parked event not found');

/**
 * What a service answers about its own messaging state for the admin system page
 * (docs/decisions/0148-admin-system-page.md): its outbox, its consumers' backlogs and its parked events,
 * read as the metrics read them (messaging-state.ts); and a parked event retried through its consumer's
 * handler, or deleted. svc-admin asks, checks the role and writes the audit row: these subjects carry no actor.
 */
export function systemStatusController(service: ServiceName): Type {
  const subjects = SUBJECTS[service];

  @Controller()
  class SystemStatusController {
    constructor(
      private readonly dataSource: DataSource,
      @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
      @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
      private readonly consumers: EventConsumers,
    ) {}

    @MessagePattern(subjects.systemStatus)
    async status(): Promise<ServiceSystemReport> {
      const problems: string[] = [];
      const names = this.consumers.names();
      const [outbox, parkedEvents, backlogs] = await Promise.all([
        readOutbox(this.dataSource).catch((err: Error) => {
          problems.push(`Database: ${err.message}`);
          return null;
        }),
        countParkedEvents(this.dataSource).catch(() => null),
        readConsumerBacklogs(this.nc, this.config, names).catch((err: Error) => {
          problems.push(`JetStream: ${err.message}`);
          return null;
        }),
      ]);
      if (backlogs) {
        const known = new Set(backlogs.map((b) => b.name));
        for (const name of names) if (!known.has(name)) problems.push(`JetStream does not know the consumer ${name}`);
      }
      return { outbox, consumers: backlogs ?? [], parkedEvents, problems };
    }

    @MessagePattern(subjects.systemParkedEvents)
    async list(@Payload() req: RpcRequest<ServiceParkedEventsRequest>): Promise<ServiceParkedEvents> {
      const limit = Math.min(Math.max(Math.trunc(Number(req.body?.limit)) || PARKED_EVENTS_LIST.defaultLimit, 1), PARKED_EVENTS_LIST.maxLimit);
      const [rows, total] = await Promise.all([
        this.dataSource.query(`SELECT ${PARKED_COLUMNS} FROM parked_events ORDER BY parked_at DESC, consumer, event_id LIMIT $1`, [limit]) as Promise<ParkedRow[]>,
        countParkedEvents(this.dataSource),
      ]);
      return { events: rows.map(answerOf), total };
    }

    @MessagePattern(subjects.systemDeleteParkedEvent)
    async delete(@Payload() req: RpcRequest<ParkedEventKey>): Promise<ServiceParkedEvent> {
      const { consumer, eventId } = keyOf(req);
      const [rows] = (await this.dataSource.query(`DELETE FROM parked_events WHERE consumer = $1 AND event_id = $2 RETURNING ${PARKED_COLUMNS}`, [
        consumer,
        eventId,
      ])) as [ParkedRow[], number];
      if (!rows.length) throw parkedEventMissing();
      log.info({ consumer, eventId }, 'parked event deleted');
      return answerOf(rows[0]);
    }

    /**
     * Runs the parked event through its consumer's handler as the consumer would (the handler's writes, the
     * "processed" mark and the parked row's removal commit in one transaction; after-commit steps then run).
     * A failure keeps it parked with the new error and one more attempt.
     */
    @MessagePattern(subjects.systemRetryParkedEvent)
    async retry(@Payload() req: RpcRequest<ParkedEventKey>): Promise<ServiceParkedEventRetry> {
      const { consumer, eventId } = keyOf(req);
      const [row] = (await this.dataSource.query('SELECT payload FROM parked_events WHERE consumer = $1 AND event_id = $2', [consumer, eventId])) as {
        payload: string;
      }[];
      if (!row) throw parkedEventMissing();
      const handler = this.consumers.handlerOf(consumer);
      if (!handler) return { outcome: 'failed', error: `No consumer ${consumer} runs in svc-${service} any more` };
      try {
        const event = envelopeOf(row.payload);
        const committed: (() => void | Promise<void>)[] = [];
        let handled = false;
        await runWithContext({ correlationId: event.correlationId, actor: event.actor }, () =>
          this.dataSource.transaction(async (manager) => {
            const removed = await manager.query('DELETE FROM parked_events WHERE consumer = $1 AND event_id = $2 RETURNING event_id', [consumer, eventId]);
            // Retried or deleted meanwhile by another request.
            if (!removed[0]?.length) throw parkedEventMissing();
            const fresh = await manager.query(
              'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
              [consumer, event.id],
            );
            if (fresh.length) await handler(event, manager, (fn) => committed.push(fn));
            handled = fresh.length > 0;
          }),
        );
        for (const fn of committed) await Promise.resolve(fn()).catch((err) => log.warn({ err: err.message }, 'after-commit step failed'));
        log.info({ consumer, eventId, handled }, 'parked event retried');
        return { outcome: handled ? 'handled' : 'already_handled', error: null };
      } catch (err) {
        if (err instanceof DomainError) throw err;
        if (isDatabaseUnavailable(err)) throw new DomainError('unavailable', `svc-${service}'s database is unavailable; try again later`);
        const message = (err as Error).message;
        await this.dataSource.query('UPDATE parked_events SET error = $3, attempts = attempts + 1 WHERE consumer = $1 AND event_id = $2', [
          consumer,
          eventId,
          message,
        ]);
        log.warn({ consumer, eventId, err: message }, 'parked event failed again');
        return { outcome: 'failed', error: message };
      }
    }
  }
  return SystemStatusController;
}

function keyOf(req: RpcRequest<ParkedEventKey>): ParkedEventKey {
  const { consumer, eventId } = req.body ?? ({} as ParkedEventKey);
  if (typeof consumer !== 'string' || typeof eventId !== 'string') throw parkedEventMissing();
  return { consumer, eventId };
}

/** The parked message as the consumer reads it; the same check, the same error. */
function envelopeOf(payload: string): EventEnvelope<unknown> {
  let envelope: EventEnvelope<unknown> | undefined;
  try {
    envelope = JSON.parse(payload);
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.id !== 'string' || typeof envelope.data !== 'object' || envelope.data === null) {
    throw new Error('malformed event envelope');
  }
  return envelope;
}
