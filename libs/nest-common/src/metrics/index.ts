import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from 'nats';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { RuntimeConfig } from '../config';
import { createLogger } from '../logger';
import { countParkedEvents, readConsumerBacklogs, readOutbox } from '../messaging-state';

/**
 * Prometheus metrics of one process (docs/decisions/0146-metrics.md). Counters and histograms are
 * module-wide and always counted (cheap); they are only exposed when the process serves them on its own
 * port (METRICS_PORT, never the public one). Gauges of tables and queues are read when Prometheus scrapes.
 */
export const metricsRegistry = new Registry();

/** Request and RPC latency buckets (seconds); 0.3 is the latency objective's threshold (p95 ≤ 300 ms). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

/** The http_route of a request no route template matched (never the raw path: ids would explode the series). */
export const UNMATCHED_ROUTE = 'unmatched';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A method label from a fixed set (OpenTelemetry's `_OTHER` for anything else). */
export const httpMethodLabel = (method: string): string => (KNOWN_METHODS.has(method.toUpperCase()) ? method.toUpperCase() : '_OTHER');

/** The gateway's HTTP answers, by route template, method and status. */
export const httpServerDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP requests answered by the gateway, by route template',
  labelNames: ['http_route', 'http_request_method', 'http_response_status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** Requests a service answered over NATS, by handler (the route or subject name, e.g. searchBusinesses). */
export const rpcServerDuration = new Histogram({
  name: 'rpc_server_duration_seconds',
  help: 'Duration of NATS requests handled by the service, by method (route name)',
  labelNames: ['rpc_method'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

/** processed | duplicate (already processed, skipped) | retried (failed, redelivered later) | deferred (own database away) | parked */
export type ConsumeResult = 'processed' | 'duplicate' | 'retried' | 'deferred' | 'parked';

export const eventsConsumed = new Counter({
  name: 'events_consumed_total',
  help: 'Events handled by durable consumers, by event type and result (processed, duplicate, retried, deferred, parked)',
  labelNames: ['event_type', 'result'] as const,
  registers: [metricsRegistry],
});

/** sent | retry (failed, tried again later) | given_up (failed for the last time) */
export type MailDeliveryResult = 'sent' | 'retry' | 'given_up';

export const mailDeliveries = new Counter({
  name: 'mail_deliveries_total',
  help: 'Mail delivery attempts of the mail outbox relay, by result (sent, retry, given_up)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** Where the scrape-time gauges read from: the process's own database, NATS and consumers. */
export interface MetricsSources {
  /** The process's name as a label on every series: gateway, directory, pets, notifications, admin. */
  service: string;
  dataSource?: DataSource;
  nc?: NatsConnection;
  config?: RuntimeConfig;
  /** Names of the process's durable JetStream consumers. */
  consumers?: () => readonly string[];
}

const log = createLogger('metrics');
let sources: MetricsSources | undefined;

/** The scrape-time gauges: each registers once, and reads `sources` (the process's serving metrics server). */
function gauge(name: string, help: string, labelNames: string[] = []) {
  return new Gauge({ name, help, labelNames, registers: [metricsRegistry], collect: refresh });
}
const outboxPending = gauge('outbox_pending', 'Events committed to the outbox and not yet published to JetStream');
const outboxOldestAge = gauge('outbox_oldest_age_seconds', 'Age of the oldest unpublished outbox event (0 when none)');
const eventsParked = gauge('events_parked', 'Events parked as poison (parked_events rows)');
const mailPending = gauge('mail_outbox_pending', 'Mails queued in the mail outbox, not yet sent nor given up');
const mailRetrying = gauge('mail_outbox_retrying', 'Queued mails whose last delivery attempt failed');
const mailOldestAge = gauge('mail_outbox_oldest_age_seconds', 'Age of the oldest queued mail (0 when none)');
const poolTotal = gauge('pg_pool_total_connections', "Connections open in the process's Postgres pool");
const poolIdle = gauge('pg_pool_idle_connections', "Idle connections in the process's Postgres pool");
const poolWaiting = gauge('pg_pool_waiting_clients', "Queries waiting for a connection of the process's Postgres pool");
const consumerPending = gauge('events_consumer_pending', 'Messages of the durable consumer not yet delivered (JetStream num_pending)', ['consumer']);
const consumerAckPending = gauge('events_consumer_ack_pending', 'Messages delivered to the durable consumer and not yet acknowledged', ['consumer']);

/** Whether the process's database has a mail outbox (the gateway and svc-notifications), asked once. */
const hasMailOutbox = new WeakMap<DataSource, Promise<boolean>>();

/** Reads every scrape-time gauge; a part that fails (database or NATS away) keeps its last value and is logged. */
async function collectGauges(): Promise<void> {
  const s = sources;
  if (!s) return;
  await Promise.all([collectDatabase(s), collectConsumers(s)]);
}

async function collectDatabase({ dataSource }: MetricsSources) {
  if (!dataSource?.isInitialized) return;
  const pool = (dataSource.driver as PostgresDriver).master as Pool | undefined;
  if (pool) {
    poolTotal.set(pool.totalCount);
    poolIdle.set(pool.idleCount);
    poolWaiting.set(pool.waitingCount);
  }
  try {
    // Both read through partial indexes of the unpublished / unsent rows (outbox_unpublished, mail_outbox_due).
    const outbox = await readOutbox(dataSource);
    outboxPending.set(outbox.pending);
    outboxOldestAge.set(outbox.oldestAgeSeconds);
    eventsParked.set(await countParkedEvents(dataSource));
    if (!hasMailOutbox.has(dataSource)) {
      hasMailOutbox.set(
        dataSource,
        dataSource.query(`SELECT to_regclass('mail_outbox') IS NOT NULL AS present`).then(([row]) => !!row.present),
      );
    }
    if (await hasMailOutbox.get(dataSource)) {
      const [mail] = await dataSource.query(
        `SELECT count(*)::int AS pending, count(*) FILTER (WHERE last_error IS NOT NULL)::int AS retrying,
                COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
           FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      );
      mailPending.set(mail.pending);
      mailRetrying.set(mail.retrying);
      mailOldestAge.set(mail.oldest);
    }
  } catch (err) {
    hasMailOutbox.delete(dataSource);
    log.warn({ err: (err as Error).message }, 'metrics: could not read the outbox gauges');
  }
}

async function collectConsumers({ nc, config, consumers }: MetricsSources) {
  const names = consumers?.() ?? [];
  if (!nc || !config || !names.length || nc.isClosed()) return;
  try {
    for (const { name, pending, ackPending } of await readConsumerBacklogs(nc, config, names)) {
      consumerPending.set({ consumer: name }, pending);
      consumerAckPending.set({ consumer: name }, ackPending);
    }
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'metrics: could not read the JetStream consumers');
  }
}

/** A scrape waits this long for the gauges; a slower database or NATS leaves them at their last values. */
const COLLECT_TIMEOUT_MS = 3000;

// Every scrape-time gauge (gauge() above) waits for one shared refresh, so a scrape reads them all once and
// fresh; one refresh runs at a time, so a database that hangs never piles up queries, and the scrape still answers.
let refreshing: Promise<void> | undefined;
function refresh(): Promise<void> {
  refreshing ??= collectGauges().finally(() => (refreshing = undefined));
  return Promise.race([refreshing, new Promise<void>((resolve) => setTimeout(resolve, COLLECT_TIMEOUT_MS).unref())]);
}

let defaultMetrics = false;

export interface MetricsServer {
  /** The port it listens on (the given one, or the one the system chose for 0); undefined when it could not listen. */
  readonly port: number | undefined;
  close(): Promise<void>;
}

/** METRICS_PORT as a port number; unset or empty means no metrics server (tests, unless a test asks). */
export function metricsPortFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.METRICS_PORT?.trim();
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, not "${value}"`);
  return port;
}

/**
 * Serves GET /metrics (Prometheus text format) on its own port; 0 lets the system choose one. A port
 * already taken is logged and the process goes on without metrics: metrics never stop a service.
 */
export async function serveMetrics(port: number, from: MetricsSources, host = process.env.METRICS_HOST || '0.0.0.0'): Promise<MetricsServer> {
  if (!defaultMetrics) {
    defaultMetrics = true;
    // Process (CPU, memory, handles) and Node.js (event-loop lag, GC, heap) metrics.
    collectDefaultMetrics({ register: metricsRegistry });
  }
  sources = from;
  metricsRegistry.setDefaultLabels({ service: from.service });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (err) => {
        log.error({ err: (err as Error).message }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  const listening = await new Promise<number | undefined>((resolve) => {
    server.once('error', (err) => {
      log.warn({ port, err: err.message }, 'metrics: could not listen; running without a metrics port');
      resolve(undefined);
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
  if (listening !== undefined) log.info({ port: listening }, `metrics on http://${host}:${listening}/metrics`);
  return {
    port: listening,
    async close() {
      if (sources === from) sources = undefined;
      if (listening === undefined) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The rpc_method of a handler's subject: the part after the service, e.g. directory.searchBusinesses → searchBusinesses. */
export const rpcMethodOf = (subject: string): string => subject.slice(subject.indexOf('.') + 1);
