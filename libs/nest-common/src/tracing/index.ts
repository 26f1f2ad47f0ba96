import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
  type Tracer,
} from '@opentelemetry/api';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as OtlpProto from '@opentelemetry/exporter-trace-otlp-proto';
import type * as Resources from '@opentelemetry/resources';
import type * as SdkTraceBase from '@opentelemetry/sdk-trace-base';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type * as SdkTraceNode from '@opentelemetry/sdk-trace-node';
import type { MsgHdrs } from 'nats';
import { Client, Pool } from 'pg';

/**
 * Traces (docs/decisions/0149-tracing.md). One provider per process, started by its bootstrap
 * (startService, createGateway) and only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. Unset, nothing is registered: no context manager, no span
 * processor, and every instrumented path checks `tracingEnabled()` first and does no tracing work at all.
 */
export { SpanKind, SpanStatusCode, context as otelContext, trace as otelTrace, type Span, type Context };

let provider: NodeTracerProvider | undefined;
let tracerInstance: Tracer = trace.getTracer('@pawpals/nest-common');
let unpatchPg: (() => void) | undefined;

export type OtlpProtocol = 'http/protobuf' | 'http/json';

/** Whether spans are recorded and exported by this process. */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/** The process's tracer (a no-op one while tracing is off). */
export function tracer(): Tracer {
  return tracerInstance;
}

/** The OTLP protocol asked for: OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL; http/protobuf by default. */
export function otlpProtocolOf(env: NodeJS.ProcessEnv = process.env): OtlpProtocol {
  const asked = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  if (asked === 'http/json') return 'http/json';
  if (asked !== 'http/protobuf') {
    process.emitWarning(`OTEL_EXPORTER_OTLP_PROTOCOL=${asked} is not supported here (http/protobuf or http/json); using http/protobuf`);
  }
  return 'http/protobuf';
}

export interface TracingOptions {
  /** service.name of the process (OTEL_SERVICE_NAME wins when set). */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts tracing for this process when an OTLP endpoint is configured; idempotent (the first caller
 * names the service). Returns whether tracing is on.
 */
export function startTracing({ serviceName, env = process.env }: TracingOptions): boolean {
  if (provider) return true;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  // The SDK and exporters are loaded only now: a process without an endpoint never loads them.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNode;
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof SdkTraceBase;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  // The exporters read the endpoint (…/v1/traces appended), headers and timeout from the environment.
  const exporter =
    otlpProtocolOf(env) === 'http/json'
      ? new (require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp).OTLPTraceExporter()
      : new (require('@opentelemetry/exporter-trace-otlp-proto') as typeof OtlpProto).OTLPTraceExporter();
  /* eslint-enable @typescript-eslint/no-require-imports */
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || serviceName,
      'service.namespace': 'pawpals',
      'service.instance.id': `${serviceName}-${process.pid}`,
    }),
    // Small, frequent batches unless OTEL_BSP_* say otherwise: spans held for the SDK's default 5 s outlive
    // the young generation and make the garbage collector's old-space work the largest cost of tracing
    // (bench/RESULTS.md, "Tracing on ÷ off").
    spanProcessors: [
      new BatchSpanProcessor(exporter, {
        scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY ? undefined : 500,
        maxExportBatchSize: env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE ? undefined : 128,
      }),
    ],
  });
  // AsyncLocalStorage context manager and the W3C trace-context (traceparent/tracestate) propagator.
  provider.register();
  tracerInstance = trace.getTracer('@pawpals/nest-common');
  unpatchPg = instrumentPg();
  return true;
}

/** Exports what is buffered (a process's close calls it before it exits). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush().catch(() => undefined);
}

/** Flushes and stops tracing (tests; a process that exits anyway only needs flushTracing). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  if (!stopping) return;
  provider = undefined;
  unpatchPg?.();
  unpatchPg = undefined;
  await stopping.shutdown().catch(() => undefined);
  trace.disable();
  context.disable();
  propagation.disable();
  tracerInstance = trace.getTracer('@pawpals/nest-common');
}

/** The active span's ids, for log lines (none while tracing is off or outside any span). */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getSpanContext(context.active());
  return span && span.traceId !== '00000000000000000000000000000000' ? { trace_id: span.traceId, span_id: span.spanId } : undefined;
}

const natsGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: (carrier) => (carrier ? carrier.keys() : []),
};
const natsSetter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };

/** Writes the context's traceparent (and tracestate) into NATS headers. */
export function injectIntoNatsHeaders(headers: MsgHdrs, ctx: Context = context.active()): void {
  propagation.inject(ctx, headers, natsSetter);
}

/** The remote context carried by NATS headers (the root context when they carry none). */
export function contextFromNatsHeaders(headers: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, natsGetter);
}

/** The W3C traceparent of the active span, to be stored with work that continues later (an outbox row). */
export function currentTraceparent(): string | null {
  if (!provider) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The remote context a stored traceparent names (the root context for none). */
export function contextFromTraceparent(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/** Marks a span failed with the error's message (not its stack: messages may be shown to operators). */
export function failSpan(span: Span, err: unknown): void {
  const message = (err as Error)?.message ?? String(err);
  span.recordException({ name: (err as Error)?.name ?? 'Error', message });
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** Marks the active span failed, if any is being recorded. */
export function failActiveSpan(err: unknown): void {
  if (!provider) return;
  const span = trace.getActiveSpan();
  if (span?.isRecording()) failSpan(span, err);
}

/**
 * Runs `fn` in a new active span (a child of `parent`, else of the active context), ending it when
 * `fn` settles and marking it failed when it throws. Without tracing, just runs `fn`.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context; failed?: (err: unknown) => boolean },
  fn: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!provider) return fn();
  const parent = options.parent ?? context.active();
  const span = tracerInstance.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    if (options.failed?.(err) ?? true) failSpan(span, err);
    else span.setAttribute('pawpals.error_code', String((err as { code?: unknown })?.code ?? 'error'));
    throw err;
  } finally {
    span.end();
  }
}

/** An RPC's attributes: its subject (e.g. directory.searchBusinesses, without the run's prefix) over NATS. */
export function rpcSpanAttributes(subject: string): Attributes {
  const dot = subject.indexOf('.');
  return {
    'rpc.system': 'nats',
    'rpc.service': dot > 0 ? subject.slice(0, dot) : subject,
    'rpc.method': dot > 0 ? subject.slice(dot + 1) : subject,
  };
}

/** How much of a statement a span keeps. */
const MAX_STATEMENT = 1024;
const OPERATION = /^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s;

type QueryCallback = (err: Error | null, result: unknown) => void;
type QueryFn = (this: Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Postgres spans, from one place: pg's Client#query (every pool query and TypeORM's go through it),
 * wrapped while tracing is on. A span is made only inside a recorded span (a request's, an RPC's, an
 * event's), never for the relays' and scrapes' background polling.
 */
function instrumentPg(): () => void {
  const proto = Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function tracedQuery(this: Client, config: unknown, values?: unknown, callback?: unknown) {
    const parent = context.active();
    const parentSpan = trace.getSpan(parent);
    if (!provider || !parentSpan?.isRecording() || config == null) return original.call(this, config, values, callback);
    const cfg = config as { text?: string; submit?: unknown; callback?: unknown; name?: string };
    if (typeof cfg.submit === 'function' || typeof cfg.callback === 'function') return original.call(this, config, values, callback);
    const text = typeof config === 'string' ? config : (cfg.text ?? '');
    const operation = OPERATION.exec(text)?.[1]?.toUpperCase();
    const client = this as unknown as { database?: string; host?: string; port?: number };
    const span = tracerInstance.startSpan(
      operation ? `${operation} ${client.database ?? ''}`.trim() : 'postgresql',
      {
        kind: SpanKind.CLIENT,
        // Few attributes: the exporter serialises each of every span (the operation is in the name).
        attributes: {
          'db.system': 'postgresql',
          'db.namespace': client.database,
          'db.query.text': text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text,
          'server.address': client.host,
        },
      },
      parent,
    );
    const end = (err?: Error | null) => {
      if (err) failSpan(span, err);
      span.end();
    };
    if (typeof values === 'function') {
      const cb = values as QueryCallback;
      return original.call(this, config, (err: Error | null, res: unknown) => (end(err), cb(err, res)));
    }
    if (typeof callback === 'function') {
      const cb = callback as QueryCallback;
      return original.call(this, config, values, (err: Error | null, res: unknown) => (end(err), cb(err, res)));
    }
    const result = original.call(this, config, values) as Promise<unknown>;
    result.then(
      () => end(),
      (err: Error) => end(err),
    );
    return result;
  };
  // pool.query() queries in pool.connect's callback, which a busy pool calls from whichever query
  // released a client: bound to the caller's context, its span joins the caller's trace.
  const poolProto = Pool.prototype as unknown as { connect: (cb?: unknown) => unknown };
  const hadOwnConnect = Object.prototype.hasOwnProperty.call(poolProto, 'connect');
  const originalConnect = poolProto.connect;
  poolProto.connect = function tracedConnect(this: Pool, cb?: unknown) {
    return originalConnect.call(this, typeof cb === 'function' ? context.bind(context.active(), cb) : cb);
  };
  return () => {
    proto.query = original;
    if (hadOwnConnect) poolProto.connect = originalConnect;
    else delete (poolProto as { connect?: unknown }).connect;
  };
}
