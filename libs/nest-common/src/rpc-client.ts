import { DomainError, HEADERS } from '@pawpals/contracts';
import { ErrorCode, headers as natsHeaders, JSONCodec, type NatsConnection, NatsError } from 'nats';
import { prefixed, type RuntimeConfig } from './config';
import { currentCorrelationId } from './context';
import type { RpcReply } from './rpc-server';
import { inSpan, injectIntoNatsHeaders, rpcSpanAttributes, SpanKind, tracingEnabled } from './tracing';

const codec = JSONCodec();

/** Request/reply over NATS with a deadline. A silent or absent service becomes a 503 domain error. */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly config: RuntimeConfig,
  ) {}

  async request<T>(subject: string, payload: unknown, timeoutMs = this.config.rpcTimeoutMs): Promise<T> {
    if (!tracingEnabled()) return this.send<T>(subject, payload, timeoutMs);
    // A client span, whose context travels in the request's traceparent header.
    return inSpan(subject, { kind: SpanKind.CLIENT, attributes: rpcSpanAttributes(subject), failed: isFailure }, () =>
      this.send<T>(subject, payload, timeoutMs),
    );
  }

  private async send<T>(subject: string, payload: unknown, timeoutMs: number): Promise<T> {
    const h = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) h.set(HEADERS.correlationId, correlationId);
    if (tracingEnabled()) injectIntoNatsHeaders(h);
    let reply: RpcReply<T>;
    try {
      const msg = await this.nc.request(prefixed(this.config, subject), codec.encode(payload), {
        timeout: timeoutMs,
        headers: h,
      });
      reply = codec.decode(msg.data) as RpcReply<T>;
    } catch (err) {
      throw unavailable(subject, err);
    }
    if (reply.ok) return reply.data;
    throw new DomainError(reply.error.code, reply.error.message, reply.error.errors);
  }
}

/** A domain answer (not found, invalid, forbidden…) is the service working; only an unavailable one fails the span. */
export const isFailure = (err: unknown): boolean => !(err instanceof DomainError) || err.code === 'unavailable';

function unavailable(subject: string, err: unknown): DomainError {
  const service = subject.split('.')[0];
  if (err instanceof NatsError && err.code === ErrorCode.NoResponders) {
    return new DomainError('unavailable', `The ${service} service is unavailable. Please try again shortly.`);
  }
  if (err instanceof NatsError && err.code === ErrorCode.Timeout) {
    return new DomainError('unavailable', `The ${service} service did not answer in time. Please try again shortly.`);
  }
  return new DomainError('unavailable', `The ${service} service cannot be reached. Please try again shortly.`);
}
