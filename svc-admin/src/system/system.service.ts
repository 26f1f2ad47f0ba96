import { Inject, Injectable } from '@nestjs/common';
import {
  notFound,
  parkedEventId,
  parseParkedEventId,
  queueGroupOf,
  SERVICES,
  SUBJECTS,
  SYSTEM_STATUS_TIMEOUT_MS,
  type Actor,
  type ParkedEvent,
  type ParkedEventKey,
  type ParkedEventList,
  type ParkedEventRetry,
  type ServiceName,
  type ServiceParkedEvent,
  type ServiceParkedEventRetry,
  type ServiceParkedEvents,
  type ServiceStatus,
  type ServiceSystemReport,
  type SystemStatus,
} from '@pawpals/contracts';
import { RpcClient, RUNTIME_CONFIG, UnitOfWork, type RuntimeConfig } from '@pawpals/nest-common';
import { AuditLogService } from '../audit-log/audit-log.service';

const ask = <B>(body: B) => ({ actor: null, params: {}, query: {}, body });
const missing = () => notFound('Parked event not found');

/**
 * The system page (docs/decisions/0148-admin-system-page.md): svc-admin asks every service, itself too,
 * over NATS about its own outbox, consumers and parked events (`<service>.system*`), all at once; a service
 * that does not answer in time is shown down, the others still are. Retrying and deleting a parked event
 * are admin actions: one audit row each.
 */
@Injectable()
export class SystemService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AuditLogService,
    private readonly uow: UnitOfWork,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /** Each service's answer must come before the gateway stops waiting for ours. */
  private get timeoutMs() {
    return Math.min(SYSTEM_STATUS_TIMEOUT_MS, Math.round(this.config.rpcTimeoutMs * 0.6));
  }

  async getSystemStatus(): Promise<SystemStatus> {
    const services = await Promise.all(SERVICES.map((service) => this.statusOf(service)));
    const answering = services.filter((s) => s.outbox);
    return {
      services,
      outbox: {
        pending: answering.reduce((sum, s) => sum + s.outbox!.pending, 0),
        oldestAgeSeconds: Math.max(0, ...answering.map((s) => s.outbox!.oldestAgeSeconds)),
      },
      consumers: services.flatMap((s) => s.consumers),
      parkedEvents: services.reduce((sum, s) => sum + (s.parkedEvents ?? 0), 0),
      checkedAt: new Date().toISOString(),
    };
  }

  private async statusOf(service: ServiceName): Promise<ServiceStatus> {
    const name = queueGroupOf(service);
    try {
      const report = await this.rpc.request<ServiceSystemReport>(SUBJECTS[service].systemStatus, ask({}), this.timeoutMs);
      return {
        name,
        status: report.problems.length ? 'degraded' : 'up',
        outbox: report.outbox,
        consumers: report.consumers.map((c) => ({ service: name, ...c })),
        parkedEvents: report.parkedEvents,
        problems: report.problems,
      };
    } catch (err) {
      return { name, status: 'down', outbox: null, consumers: [], parkedEvents: null, problems: [`No answer: ${(err as Error).message}`] };
    }
  }

  async listParkedEvents(limit: number): Promise<ParkedEventList> {
    const answers = await Promise.all(
      SERVICES.map((service) =>
        this.rpc.request<ServiceParkedEvents>(SUBJECTS[service].systemParkedEvents, ask({ limit }), this.timeoutMs).then(
          (answer) => ({ service, answer }),
          () => ({ service, answer: null }),
        ),
      ),
    );
    const events = answers
      .flatMap(({ service, answer }) => (answer?.events ?? []).map((event) => this.parkedEventOf(service, event)))
      .sort((a, b) => b.parkedAt.localeCompare(a.parkedAt) || a.id.localeCompare(b.id))
      .slice(0, limit);
    return {
      events,
      total: answers.reduce((sum, { answer }) => sum + (answer?.total ?? 0), 0),
      unavailableServices: answers.filter(({ answer }) => !answer).map(({ service }) => queueGroupOf(service)),
    };
  }

  async retryParkedEvent(actor: Actor, id: string): Promise<ParkedEventRetry> {
    const target = parseParkedEventId(id);
    if (!target) throw missing();
    const { service, ...key } = target;
    const result = await this.rpc.request<ServiceParkedEventRetry>(SUBJECTS[service].systemRetryParkedEvent, ask<ParkedEventKey>(key));
    await this.audit.record({
      actor,
      action: 'parked_event_retried',
      targetType: 'parked_event',
      targetId: id,
      details: { service: queueGroupOf(service), consumer: key.consumer, eventId: key.eventId, outcome: result.outcome, error: result.error },
    });
    return { id, ...result };
  }

  /** The removal in the service, then its audit row; a not_found from the service writes no row. */
  async deleteParkedEvent(actor: Actor, id: string, reason: string): Promise<ParkedEvent> {
    const target = parseParkedEventId(id);
    if (!target) throw missing();
    const { service, ...key } = target;
    return this.uow.run(async (manager) => {
      const removed = await this.rpc.request<ServiceParkedEvent>(SUBJECTS[service].systemDeleteParkedEvent, ask<ParkedEventKey>(key));
      const event = this.parkedEventOf(service, removed);
      await this.audit.record(
        {
          actor,
          action: 'parked_event_deleted',
          targetType: 'parked_event',
          targetId: id,
          reason,
          details: { service: event.service, consumer: event.consumer, eventId: event.eventId, subject: event.subject, error: event.error, attempts: event.attempts },
        },
        manager,
      );
      return event;
    });
  }

  private parkedEventOf(service: ServiceName, event: ServiceParkedEvent): ParkedEvent {
    return { id: parkedEventId(service, event), service: queueGroupOf(service), ...event };
  }
}
