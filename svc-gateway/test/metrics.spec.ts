// Prometheus metrics (docs/decisions/0146-metrics.md): the gateway's and a service's own metrics ports, as
// Prometheus scrapes them, after real requests through the gateway.
import { randomUUID } from 'node:crypto';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, freePort, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let directoryMetricsPort: number;

beforeAll(async () => {
  config = await isolatedConfig();
  directoryMetricsPort = await freePort();
  fleet = await ServiceFleet.start(config, ['directory'], { METRICS_PORT: String(directoryMetricsPort) });
  gateway = await createGateway({ config, metricsPort: 0 });
  http = request(gateway.app.getHttpServer());
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the one series of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

it('serves metrics on its own port, never on the public one', async () => {
  expect(gateway.metrics?.port).toEqual(expect.any(Number));
  expect(gateway.metrics?.port).toBeGreaterThan(0);
  await http.get('/metrics').expect(404);
  const other = await fetch(`http://127.0.0.1:${gateway.metrics!.port}/anything`);
  expect(other.status).toBe(404);
});

it('labels a forwarded request with its route template and status, never the raw path', async () => {
  await http.get('/api/businesses?category=groomer').expect(200);
  const id = randomUUID();
  await http.get(`/api/businesses/${id}`).expect(404);
  await http.get(`/api/no-such-route/${id}`).expect(404);
  await http.get('/api/config').expect(200);

  const text = await scrape(gateway.metrics!.port!);
  const count = (http_route: string, status: string, method = 'GET') =>
    sample(text, 'http_server_request_duration_seconds_count', {
      http_route,
      http_request_method: method,
      http_response_status_code: status,
      service: 'gateway',
    });
  expect(count('/api/businesses', '200')).toBeGreaterThanOrEqual(1);
  expect(count('/api/businesses/:id', '404')).toBeGreaterThanOrEqual(1);
  expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
  expect(count('/api/config', '200')).toBeGreaterThanOrEqual(1);
  // The latency objective's bucket (p95 ≤ 300 ms) exists.
  expect(
    sample(text, 'http_server_request_duration_seconds_bucket', { http_route: '/api/businesses', http_response_status_code: '200', le: '0.3' }),
  ).toEqual(expect.any(Number));
  expect(text).not.toContain(id);
  // The process's own gauges, read at scrape time, and the default process and event-loop metrics.
  for (const name of ['outbox_pending', 'outbox_oldest_age_seconds', 'events_parked', 'mail_outbox_pending', 'pg_pool_total_connections', 'pg_pool_idle_connections', 'pg_pool_waiting_clients']) {
    expect([name, sample(text, name, { service: 'gateway' })]).toEqual([name, expect.any(Number)]);
  }
  expect(text).toMatch(/^process_cpu_user_seconds_total\{service="gateway"\} /m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="gateway"\} /m);
});

it('a service reports rpc_server_duration_seconds by rpc_method, its outbox gauges and the events it consumed', async () => {
  await http.get('/api/businesses?category=groomer').expect(200);
  // A sign-up at the gateway is an identity.user_registered event, which svc-directory consumes (user_profiles).
  await signUp(http, `metrics_${randomUUID().slice(0, 8)}`);

  const text = await waitFor(
    async () => {
      const scraped = await scrape(directoryMetricsPort);
      return (sample(scraped, 'events_consumed_total', { event_type: 'identity.user_registered', result: 'processed' }) ?? 0) >= 1 && scraped;
    },
    15_000,
    'svc-directory to count the consumed user_registered event',
  );
  expect(sample(text, 'rpc_server_duration_seconds_count', { rpc_method: 'searchBusinesses', service: 'directory' })).toBeGreaterThanOrEqual(2);
  expect(sample(text, 'rpc_server_duration_seconds_bucket', { rpc_method: 'searchBusinesses', le: '0.3' })).toEqual(expect.any(Number));
  expect(sample(text, 'outbox_pending', { service: 'directory' })).toEqual(expect.any(Number));
  expect(sample(text, 'outbox_oldest_age_seconds', { service: 'directory' })).toEqual(expect.any(Number));
  expect(sample(text, 'events_parked', { service: 'directory' })).toBe(0);
  expect(sample(text, 'events_consumer_pending', { consumer: 'directory__identity_user_registered__user_profiles', service: 'directory' })).toEqual(expect.any(Number));
  expect(sample(text, 'pg_pool_total_connections', { service: 'directory' })).toBeGreaterThanOrEqual(1);
  // svc-directory sends no mail: its mail queue reads empty.
  expect(sample(text, 'mail_outbox_pending', { service: 'directory' })).toBe(0);
});
