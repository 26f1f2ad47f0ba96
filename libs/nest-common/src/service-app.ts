import {
  Catch,
  type RpcExceptionFilter,
  Controller,
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type INestMicroservice,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { EVENTS, queueGroupOf, SUBJECTS, type EventDefinition, type ServiceName } from '@pawpals/contracts';
import type { NatsConnection } from 'nats';
import { throwError } from 'rxjs';
import { DataSource, type EntityManager } from 'typeorm';
import { loadConfig, RUNTIME_CONFIG, type RuntimeConfig } from './config';
import { DurableEventConsumer, type ConsumerOptions, type EventHandler } from './consumer';
import { openServiceDatabase, type ServiceDatabaseOptions } from './database';
import { ensureEventsStream } from './jetstream';
import { createLogger, PinoNestLogger } from './logger';
import { metricsPortFromEnv, serveMetrics, type MetricsServer } from './metrics';
import { connectNats } from './nats';
import { OutboxRelay, UnitOfWork } from './outbox';
import { RpcClient } from './rpc-client';
import { NatsRpcServer } from './rpc-server';
import { systemStatusController } from './system-status';
import { flushTracing, startTracing } from './tracing';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** Feature modules register their event handlers here; all start once the app is up. */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: DurableEventConsumer<unknown>[] = [];
  private readonly handlers = new Map<string, EventHandler<unknown>>();
  private started = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly dataSource: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  on<D>(event: EventDefinition<D>, handler: EventHandler<D>, options?: ConsumerOptions) {
    if (this.started) throw new Error('register event handlers before the application starts');
    const consumer = new DurableEventConsumer(this.nc, this.dataSource, this.config, this.service, event, handler, options);
    // Two handlers on one durable consumer would silently split its messages between them.
    if (this.consumers.some((c) => c.name === consumer.name)) {
      throw new Error(`two handlers for ${consumer.name}: give one of them a distinct options.purpose`);
    }
    this.consumers.push(consumer as DurableEventConsumer<unknown>);
    this.handlers.set(consumer.name, handler as EventHandler<unknown>);
  }

  /** The handler of a durable consumer, by name (a parked event is retried through it: system-status.ts). */
  handlerOf(name: string): EventHandler<unknown> | undefined {
    return this.handlers.get(name);
  }

  /** The durable consumers' names (the metrics read their JetStream backlog). */
  names(): string[] {
    return this.consumers.map((c) => c.name);
  }

  async onApplicationBootstrap() {
    this.started = true;
    for (const consumer of this.consumers) await consumer.start();
  }

  async onApplicationShutdown() {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }
}

/** What one feature erases or anonymises of a deleted member, inside the consumer's transaction. */
export type UserEraser = (manager: EntityManager, userId: string) => Promise<void>;

/**
 * Applies events.identity.user_deleted in every process that shares the core: the features' erasers
 * first (they may still read the user_profiles projection, e.g. to anonymise a name in someone else's
 * text), then the common tables — the projection row, and the published outbox rows and parked events
 * that mention the member (an envelope carries the acting person's name and email). Unpublished rows
 * stay: they are other people's events still on their way.
 */
@Injectable()
export class AccountErasure implements OnModuleInit {
  private readonly erasers: UserEraser[] = [];

  constructor(private readonly consumers: EventConsumers) {}

  /** Called by a feature in its constructor or onModuleInit. */
  register(eraser: UserEraser): void {
    this.erasers.push(eraser);
  }

  onModuleInit() {
    this.consumers.on(
      EVENTS.userDeleted,
      async (event, manager) => {
        const { userId } = event.data;
        for (const erase of this.erasers) await erase(manager, userId);
        const [{ profiles }] = await manager.query(`SELECT to_regclass('user_profiles') IS NOT NULL AS profiles`);
        if (profiles) await manager.query('DELETE FROM user_profiles WHERE user_id = $1', [userId]);
        await manager.query('DELETE FROM outbox WHERE published_at IS NOT NULL AND strpos(envelope::text, $1) > 0', [userId]);
        await manager.query('DELETE FROM parked_events WHERE strpos(payload, $1) > 0', [userId]);
      },
      { purpose: 'erasure' },
    );
  }
}

@Injectable()
class RelayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}
  async onApplicationBootstrap() {
    await ensureEventsStream(this.nc, this.config).catch(() => undefined);
    this.relay.start();
  }
  async onApplicationShutdown() {
    await this.relay.stop();
  }
}

/** Everything a service or the gateway shares: config, NATS, its database, the outbox and consumers. */
@Global()
@Module({})
export class CoreModule {
  static with(config: RuntimeConfig, service: string, nc: NatsConnection, dataSource: DataSource): DynamicModule {
    const relay = new OutboxRelay(dataSource, nc, config);
    return {
      module: CoreModule,
      providers: [
        { provide: RUNTIME_CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: service },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: DataSource, useValue: dataSource },
        { provide: OutboxRelay, useValue: relay },
        { provide: UnitOfWork, useValue: new UnitOfWork(dataSource, relay) },
        { provide: RpcClient, useValue: new RpcClient(nc, config) },
        EventConsumers,
        AccountErasure,
        RelayLifecycle,
      ],
      exports: [RUNTIME_CONFIG, SERVICE_NAME, NATS_CONNECTION, DataSource, OutboxRelay, UnitOfWork, RpcClient, EventConsumers, AccountErasure],
    };
  }
}

/** Let domain errors reach the transport untouched; it turns them into the reply's error body. */
@Catch()
export class PassThroughRpcErrors implements RpcExceptionFilter {
  catch(exception: unknown) {
    return throwError(() => exception);
  }
}

function healthController(service: ServiceName): Type {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}
    @MessagePattern(SUBJECTS[service].health)
    async health() {
      await this.dataSource.query('SELECT 1');
      return { service, status: 'ok', pid: process.pid };
    }
  }
  return HealthController;
}

export interface ServiceDefinition extends Omit<ServiceDatabaseOptions, 'database'> {
  service: ServiceName;
  imports: (Type | DynamicModule)[];
}

export interface RunningService {
  app: INestMicroservice;
  /** The Prometheus endpoint, when started with a metrics port. */
  metrics?: MetricsServer;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Serve GET /metrics on this port (0: any free port); none when undefined. */
  metricsPort?: number;
}

/**
 * Starts one replica of a domain service: its database (migrated), NATS, and every @MessagePattern
 * handler listening in the service's queue group.
 */
export async function startService(definition: ServiceDefinition, config = loadConfig(), options: StartOptions = {}): Promise<RunningService> {
  process.env.SERVICE_NAME ??= `svc-${definition.service}`;
  startTracing({ serviceName: `svc-${definition.service}` });
  const log = createLogger('service');
  const queue = queueGroupOf(definition.service);
  const nc = await connectNats(config, queue);
  const dataSource = await openServiceDatabase(config, { database: definition.service, ...definition });

  @Module({
    imports: [CoreModule.with(config, definition.service, nc, dataSource), ...definition.imports],
    controllers: [healthController(definition.service), systemStatusController(definition.service)],
  })
  class ServiceRootModule {}

  const app = await NestFactory.createMicroservice(ServiceRootModule, {
    strategy: new NatsRpcServer(config, queue, nc),
    logger: new PinoNestLogger(),
  });
  app.useGlobalFilters(new PassThroughRpcErrors());
  await app.listen();
  log.info({ service: definition.service }, 'service listening');
  return { app, ...(await metricsAndShutdown(definition.service, { app, dataSource, nc, config }, options.metricsPort)) };
}

/**
 * What every process (a service, the gateway) ends with: its metrics endpoint when a port is given, and
 * its orderly close — the endpoint, then the app, its database and NATS.
 */
export async function metricsAndShutdown(
  service: string,
  parts: { app: { get: INestApplicationContext['get']; close(): Promise<void> }; dataSource: DataSource; nc: NatsConnection; config: RuntimeConfig },
  metricsPort: number | undefined,
): Promise<{ metrics?: MetricsServer; close(): Promise<void> }> {
  const { app, dataSource, nc, config } = parts;
  const metrics = metricsPort === undefined ? undefined : await serveMetrics(metricsPort, { service, dataSource, nc, config, consumers: () => app.get(EventConsumers).names() });
  return {
    metrics,
    async close() {
      await metrics?.close();
      await app.close();
      await dataSource.destroy().catch(() => undefined);
      await nc.drain().catch(() => undefined);
      await flushTracing();
    },
  };
}

/** Entry point of a service process: start, and on SIGINT/SIGTERM finish in-flight work and exit. */
export async function runServiceProcess(definition: ServiceDefinition): Promise<void> {
  const log = createLogger('process');
  try {
    const running = await startService(definition, loadConfig(), { metricsPort: metricsPortFromEnv() });
    const stop = async (signal: string) => {
      log.info({ signal }, 'stopping');
      await running.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  } catch (err) {
    log.fatal({ err }, 'service failed to start');
    process.exit(1);
  }
}
