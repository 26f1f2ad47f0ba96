import { DomainError, HEADERS } from '@pawpals/contracts';
import { ErrorCode, headers as natsHeaders, JSONCodec, type NatsConnection, NatsError } from 'nats';
import { prefixed, type RuntimeConfig } from './config';
import { currentCorrelationId } from './context';
import type { RpcReply } from './rpc-server';

const codec = JSONCodec();

/** Request/reply over NATS with a deadline. A silent or absent service becomes a 503 domain error. */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly config: RuntimeConfig,
  ) {}

  async request<T>(subject: string, payload: unknown, timeoutMs = this.config.rpcTimeoutMs): Promise<T> {
    const h = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) h.set(HEADERS.correlationId, correlationId);
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
