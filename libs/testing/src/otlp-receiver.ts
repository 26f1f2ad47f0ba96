import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as an OTLP receiver got it, whichever encoding carried it (ids as lowercase hex). */
export interface ReceivedSpan {
  /** service.name of the exporting process. */
  service: string;
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  links: { traceId: string; spanId: string }[];
}

export const OTLP_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

/** One POST /v1/traces as it arrived. */
export interface OtlpRequest {
  contentType: string;
  body: Buffer;
}

/**
 * A local OTLP/HTTP trace receiver (POST /v1/traces, http/json or http/protobuf), as a collector
 * would be: it answers 200 and keeps what it got, decoded. Point OTEL_EXPORTER_OTLP_ENDPOINT at `url`.
 */
export class OtlpReceiver {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** Every POST /v1/traces, in arrival order. */
    readonly requests: OtlpRequest[],
    /** Every span received, in arrival order. */
    readonly spans: ReceivedSpan[],
  ) {}

  static async start(): Promise<OtlpReceiver> {
    const received: { requests: OtlpRequest[]; spans: ReceivedSpan[] } = { requests: [], spans: [] };
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces') {
          res.writeHead(404).end();
          return;
        }
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const contentType = String(req.headers['content-type'] ?? '');
        received.requests.push({ contentType, body });
        try {
          received.spans.push(...(contentType.startsWith('application/json') ? spansOfJson(body) : spansOfProtobuf(body)));
        } catch (err) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
          return;
        }
        if (contentType.startsWith('application/json')) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new OtlpReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received.requests, received.spans);
  }

  /** The spans of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

type JsonValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type JsonKeyValue = { key: string; value: JsonValue };

function attributesOfJson(list: JsonKeyValue[] = []): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of list) {
    const v = value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue === undefined ? undefined : Number(value.intValue));
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function spansOfJson(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString('utf8')) as {
    resourceSpans?: {
      resource?: { attributes?: JsonKeyValue[] };
      scopeSpans?: {
        spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: JsonKeyValue[]; links?: { traceId: string; spanId: string }[] }[];
      }[];
    }[];
  };
  return (request.resourceSpans ?? []).flatMap((rs) => {
    const service = String(attributesOfJson(rs.resource?.attributes)['service.name'] ?? '');
    return (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({
        service,
        traceId: s.traceId.toLowerCase(),
        spanId: s.spanId.toLowerCase(),
        parentSpanId: (s.parentSpanId ?? '').toLowerCase(),
        name: s.name,
        kind: s.kind,
        attributes: attributesOfJson(s.attributes),
        links: (s.links ?? []).map((l) => ({ traceId: l.traceId.toLowerCase(), spanId: l.spanId.toLowerCase() })),
      })),
    );
  });
}

/** Protobuf wire format: each field number with its values (varints as numbers, length-delimited as bytes). */
type Fields = Map<number, (number | Buffer)[]>;

function decodeMessage(buf: Buffer): Fields {
  const fields: Fields = new Map();
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = buf[pos++];
      if (byte === undefined) throw new Error('truncated protobuf');
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  while (pos < buf.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key & 7;
    let value: number | Buffer;
    if (wire === 0) value = varint();
    else if (wire === 1) {
      value = buf.readDoubleLE(pos);
      pos += 8;
    } else if (wire === 5) {
      value = buf.readFloatLE(pos);
      pos += 4;
    } else if (wire === 2) {
      const length = varint();
      value = buf.subarray(pos, pos + length);
      pos += length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

const bytesOf = (fields: Fields, n: number): Buffer[] => (fields.get(n) ?? []).filter((v): v is Buffer => Buffer.isBuffer(v));
const firstBytes = (fields: Fields, n: number): Buffer => bytesOf(fields, n)[0] ?? Buffer.alloc(0);

/** opentelemetry.proto.common.v1.KeyValue (1 key, 2 AnyValue: 1 string, 2 bool, 3 int, 4 double). */
function attributesOfProtobuf(list: Buffer[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const kv of list) {
    const f = decodeMessage(kv);
    const key = firstBytes(f, 1).toString('utf8');
    const any = decodeMessage(firstBytes(f, 2));
    if (any.has(1)) out[key] = firstBytes(any, 1).toString('utf8');
    else if (any.has(2)) out[key] = any.get(2)![0] === 1;
    else if (any.has(3)) out[key] = any.get(3)![0] as number;
    else if (any.has(4)) out[key] = any.get(4)![0] as number;
  }
  return out;
}

/**
 * ExportTraceServiceRequest: 1 ResourceSpans (1 Resource {1 attributes}, 2 ScopeSpans {2 Span}); Span:
 * 1 trace_id, 2 span_id, 4 parent_span_id, 5 name, 6 kind, 9 attributes, 13 links {1 trace_id, 2 span_id}.
 */
function spansOfProtobuf(body: Buffer): ReceivedSpan[] {
  return bytesOf(decodeMessage(body), 1).flatMap((rsBytes) => {
    const rs = decodeMessage(rsBytes);
    const resource = decodeMessage(firstBytes(rs, 1));
    const service = String(attributesOfProtobuf(bytesOf(resource, 1))['service.name'] ?? '');
    return bytesOf(rs, 2).flatMap((ssBytes) =>
      bytesOf(decodeMessage(ssBytes), 2).map((spanBytes) => {
        const s = decodeMessage(spanBytes);
        return {
          service,
          traceId: firstBytes(s, 1).toString('hex'),
          spanId: firstBytes(s, 2).toString('hex'),
          parentSpanId: firstBytes(s, 4).toString('hex'),
          name: firstBytes(s, 5).toString('utf8'),
          kind: (s.get(6)?.[0] as number | undefined) ?? 0,
          attributes: attributesOfProtobuf(bytesOf(s, 9)),
          links: bytesOf(s, 13).map((l) => {
            const link = decodeMessage(l);
            return { traceId: firstBytes(link, 1).toString('hex'), spanId: firstBytes(link, 2).toString('hex') };
          }),
        };
      }),
    );
  });
}
