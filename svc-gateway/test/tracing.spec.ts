// Traces (docs/decisions/0149-tracing.md): a request with a known W3C traceparent, through the gateway,
// NATS, svc-directory and Postgres, and the event it causes through the outbox, JetStream and
// svc-admin's consumer, arrives at a local OTLP receiver as one trace, over http/json and http/protobuf.
// Every process runs from dist, as in production (the OTLP exporter's dynamic imports of http do not run
// inside Jest's module sandbox): build first (npx nx run-many -t build).
import { randomBytes } from 'node:crypto';
import { EVENTS } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import {
  dropDatabases,
  freePort,
  isolatedConfig,
  OTLP_KIND,
  OtlpReceiver,
  ServiceFleet,
  spawnGateway,
  waitFor,
  type ManagedProcess,
  type ReceivedSpan,
} from '@pawpals/testing';
import request from 'supertest';
import { signUp } from './support';

describe.each(['http/json', 'http/protobuf'] as const)('over %s', (protocol) => {
  let receiver: OtlpReceiver;
  let config: RuntimeConfig;
  let fleet: ServiceFleet;
  let gateway: ManagedProcess;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    // The variables reach each child process (the fleet's services and the gateway).
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol, OTEL_BSP_SCHEDULE_DELAY: '100' };
    config = await isolatedConfig();
    fleet = await ServiceFleet.start(config, ['directory', 'admin'], otel);
    const port = await freePort();
    gateway = await spawnGateway(config, port, { ...otel, LOG_LEVEL: 'info' });
    http = request(`http://127.0.0.1:${port}`);
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await fleet?.close();
    await receiver?.close();
    await dropDatabases(config);
  });

  it(`exports with ${protocol}'s content type`, async () => {
    await http.get('/api/config').expect(200);
    await waitFor(async () => receiver.requests.length > 0, 10_000, 'an export');
    const contentType = protocol === 'http/json' ? 'application/json' : 'application/x-protobuf';
    for (const { contentType: got, body } of receiver.requests) {
      expect(got).toBe(contentType);
      expect(body.length).toBeGreaterThan(0);
    }
  });

  it('continues the caller’s traceparent across the gateway, NATS, svc-directory, Postgres, the outbox and svc-admin’s consumer', async () => {
    const owner = await signUp(http, `trace_${randomBytes(4).toString('hex')}`, { accountType: 'business_owner' });
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    await http
      .post('/api/businesses')
      .set('Cookie', owner.cookie)
      .set('traceparent', `00-${traceId}-${callerSpanId}-01`)
      .send({ name: 'Traced Animal Clinic', category: 'veterinarian', city: 'Portland', state: 'OR', phone: '503-555-0199' })
      .expect(201);

    const eventSubject = EVENTS.businessCreated.subject;
    const isConsumer = (s: ReceivedSpan) => s.service === 'svc-admin' && s.kind === OTLP_KIND.consumer && s.name === `${eventSubject} process`;
    const spans = await waitFor(
      async () => {
        const trace = receiver.trace(traceId);
        const consumer = trace.find(isConsumer);
        // Each process exports on its own schedule: wait for the last span of each (the relay's publish span
        // ends once JetStream acknowledged it, which may be after the consumer's) and the consumer's Postgres work.
        const all =
          consumer &&
          trace.some((s) => s.service === 'svc-admin' && s.parentSpanId === consumer.spanId) &&
          trace.some((s) => s.service === 'svc-directory' && s.kind === OTLP_KIND.producer) &&
          trace.some((s) => s.service === 'svc-gateway' && s.kind === OTLP_KIND.server);
        return all && trace;
      },
      20_000,
      'svc-admin’s consumer span in the caller’s trace',
    );
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentOf = (s: ReceivedSpan) => byId.get(s.parentSpanId);

    // The gateway's server span: a child of the caller's span, named by the route template.
    const server = spans.find((s) => s.service === 'svc-gateway' && s.kind === OTLP_KIND.server)!;
    expect(server).toMatchObject({
      name: 'POST /api/businesses',
      parentSpanId: callerSpanId,
      attributes: expect.objectContaining({ 'http.request.method': 'POST', 'http.route': '/api/businesses', 'http.response.status_code': 201 }),
    });
    // Its RPC to svc-directory, and svc-directory's server span, a child of it (the traceparent travelled in NATS headers).
    const rpcClient = spans.find((s) => s.service === 'svc-gateway' && s.kind === OTLP_KIND.client && s.attributes['rpc.service'] === 'directory')!;
    expect(rpcClient).toBeDefined();
    expect(parentOf(rpcClient)).toBe(server);
    const rpcServer = spans.find((s) => s.service === 'svc-directory' && s.kind === OTLP_KIND.server)!;
    expect(rpcServer).toMatchObject({ name: rpcClient.name, parentSpanId: rpcClient.spanId });
    // Postgres spans, in the gateway (the session) and in svc-directory (the insert), with db.system.
    const postgres = spans.filter((s) => s.attributes['db.system'] === 'postgresql');
    expect(postgres.some((s) => s.service === 'svc-gateway')).toBe(true);
    const inserts = postgres.filter((s) => s.service === 'svc-directory' && /INSERT INTO outbox/.test(String(s.attributes['db.query.text'])));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({ kind: OTLP_KIND.client, name: expect.stringMatching(/^INSERT /), attributes: expect.objectContaining({ 'db.namespace': expect.stringContaining('directory') }) });
    // The outbox relay's publish span is a child of the span that wrote the event; the consumer's is a child of that.
    const publish = spans.find((s) => s.service === 'svc-directory' && s.kind === OTLP_KIND.producer && s.name === `${eventSubject} publish`)!;
    expect(publish).toBeDefined();
    expect(publish.parentSpanId).toBe(rpcServer.spanId);
    const consumer = spans.find(isConsumer)!;
    expect(consumer.parentSpanId).toBe(publish.spanId);
    expect(consumer.attributes).toMatchObject({ 'messaging.system': 'nats', 'pawpals.event.type': EVENTS.businessCreated.type });
    expect(spans.some((s) => s.service === 'svc-admin' && s.attributes['db.system'] === 'postgresql' && s.parentSpanId === consumer.spanId)).toBe(true);
    // One trace: every span reaches the caller's span through its parents.
    for (const span of spans) {
      let s: ReceivedSpan | undefined = span;
      while (s && s.parentSpanId !== callerSpanId) s = parentOf(s);
      expect([span.service, span.name, s?.parentSpanId]).toEqual([span.service, span.name, callerSpanId]);
    }
  });

  it('puts the trace_id and span_id of the active span on log lines', async () => {
    const traceId = randomBytes(16).toString('hex');
    await http.get('/api/businesses').set('traceparent', `00-${traceId}-${randomBytes(8).toString('hex')}-01`).expect(200);
    const server = await waitFor(async () => receiver.trace(traceId).find((s) => s.service === 'svc-gateway' && s.kind === OTLP_KIND.server), 10_000, 'the server span');
    const line = await waitFor(
      async () =>
        gateway
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.msg === 'request' && l.trace_id === traceId),
      10_000,
      'the request’s log line with its trace id',
    );
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/), path: '/api/businesses' });
    expect(receiver.trace(traceId).map((s) => s.spanId)).toContain(line.span_id);
    expect(server.traceId).toBe(traceId);
  });

  it('starts a trace for a request that brings none', async () => {
    const before = new Set(receiver.spans.map((s) => s.spanId));
    await http.get('/api/businesses').query({ city: 'Portland' }).expect(200);
    const server = await waitFor(
      async () => receiver.spans.find((s) => !before.has(s.spanId) && s.service === 'svc-gateway' && s.name === 'GET /api/businesses'),
      10_000,
      'the server span',
    );
    expect(server.parentSpanId).toBe('');
    await waitFor(async () => receiver.trace(server.traceId).some((s) => s.service === 'svc-directory' && s.kind === OTLP_KIND.server), 10_000, 'the service span');
  });
});
