// The tracing setup of libs/nest-common/src/tracing (docs/decisions/0149-tracing.md) in this process:
// off without an endpoint (nothing loaded, nothing wrapped), and the context helpers once it is on.
// Export itself is tested end to end by svc-gateway/test/tracing.spec.ts (processes run from dist).
import {
  activeTraceIds,
  contextFromNatsHeaders,
  contextFromTraceparent,
  currentTraceparent,
  inSpan,
  injectIntoNatsHeaders,
  otelContext,
  otelTrace,
  startTracing,
  stopTracing,
  tracingEnabled,
} from '@pawpals/nest-common';
import { headers as natsHeaders } from 'nats';
import { Client } from 'pg';

afterEach(() => stopTracing());

it('stays off without OTEL_EXPORTER_OTLP_ENDPOINT: no provider, pg untouched, spans never made', async () => {
  const query = Client.prototype.query;
  expect(startTracing({ serviceName: 'svc-test', env: {} })).toBe(false);
  expect(tracingEnabled()).toBe(false);
  expect(Client.prototype.query).toBe(query);
  await inSpan('nothing', {}, async (span) => {
    expect(span).toBeUndefined();
    expect(activeTraceIds()).toBeUndefined();
    expect(currentTraceparent()).toBeNull();
  });
  const h = natsHeaders();
  injectIntoNatsHeaders(h);
  expect(h.has('traceparent')).toBe(false);
});

it('OTEL_SDK_DISABLED=true keeps it off even with an endpoint', () => {
  expect(startTracing({ serviceName: 'svc-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' } })).toBe(false);
  expect(tracingEnabled()).toBe(false);
});

it('once on, a span’s context travels in NATS headers and in a stored traceparent, and names the log ids', async () => {
  const query = Client.prototype.query;
  // An endpoint nobody listens on: this test looks at contexts, not at the export.
  expect(startTracing({ serviceName: 'svc-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' } })).toBe(true);
  expect(Client.prototype.query).not.toBe(query);
  await inSpan('outer', {}, async (span) => {
    const { traceId, spanId } = span!.spanContext();
    expect(activeTraceIds()).toEqual({ trace_id: traceId, span_id: spanId });
    const traceparent = currentTraceparent();
    expect(traceparent).toBe(`00-${traceId}-${spanId}-01`);
    const h = natsHeaders();
    injectIntoNatsHeaders(h);
    expect(h.get('traceparent')).toBe(traceparent);
    const remote = otelTrace.getSpanContext(contextFromNatsHeaders(h));
    expect(remote).toMatchObject({ traceId, spanId, isRemote: true });
    expect(otelTrace.getSpanContext(contextFromTraceparent(traceparent))).toMatchObject({ traceId, spanId });
    // A child started from the stored traceparent (the relay's publish span) joins the trace.
    await inSpan('child', { parent: contextFromTraceparent(traceparent) }, async (child) => {
      expect(child!.spanContext().traceId).toBe(traceId);
    });
  });
  expect(activeTraceIds()).toBeUndefined();
  expect(otelTrace.getSpan(otelContext.active())).toBeUndefined();
  await stopTracing();
  expect(Client.prototype.query).toBe(query);
});
