import { Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { DomainError, HEADERS, type ErrorBody, type RpcRequest } from '@pawpals/contracts';
import { headers as natsHeaders, JSONCodec, type Msg, type NatsConnection, type Subscription } from 'nats';
import { lastValueFrom } from 'rxjs';
import { prefixed, unprefixed, type RuntimeConfig } from './config';
import { runWithContext } from './context';
import { crashPoint } from './crash-points';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database';
import { createLogger } from './logger';
import { rpcMethodOf, rpcServerDuration } from './metrics';
import { connectNats } from './nats';
import { contextFromNatsHeaders, failActiveSpan, inSpan, rpcSpanAttributes, SpanKind, tracingEnabled } from './tracing';

const codec = JSONCodec();
const log = createLogger('rpc-server');

/** What a service answers on NATS; the gateway reads `ok` to tell data from a domain error. */
export type RpcReply<T = unknown> = { ok: true; data: T } | { ok: false; error: ErrorBody };

/**
 * NestJS transport: every @MessagePattern(subject) of the service is subscribed in the service's queue
 * group (so replicas share the load), under the run's subject prefix. The correlation id travels in a
 * header and wraps the handler's async context.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private nc?: NatsConnection;
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly config: RuntimeConfig,
    private readonly queue: string,
    private readonly connection?: NatsConnection,
  ) {
    super();
  }

  async listen(callback: (...args: unknown[]) => void) {
    try {
      this.nc = this.connection ?? (await connectNats(this.config, this.queue));
      for (const [pattern, handler] of this.getHandlers()) {
        const subject = prefixed(this.config, pattern);
        const duration = rpcServerDuration.labels({ rpc_method: rpcMethodOf(pattern) });
        this.subscriptions.push(
          this.nc.subscribe(subject, {
            queue: this.queue,
            callback: (err, msg) => {
              if (err) return;
              const end = duration.startTimer();
              (tracingEnabled() ? this.traced(msg, handler) : this.answer(msg, handler))
                .catch((e) => log.error({ err: (e as Error).message }, 'request handling failed'))
                .finally(() => end());
            },
          }),
        );
      }
      await this.nc.flush();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /** Answers in a server span, a child of the caller's (the traceparent header). */
  private traced(msg: Msg, handler: Parameters<NatsRpcServer['answer']>[1]) {
    const subject = unprefixed(this.config, msg.subject);
    return inSpan(subject, { kind: SpanKind.SERVER, parent: contextFromNatsHeaders(msg.headers), attributes: rpcSpanAttributes(subject) }, () =>
      this.answer(msg, handler),
    );
  }

  private async answer(msg: Msg, handler: Parameters<Server['transformToObservable']>[0] & ((...a: unknown[]) => unknown)) {
    const correlationId = msg.headers?.get(HEADERS.correlationId) || undefined;
    let payload: unknown;
    let undecodable: unknown;
    try {
      payload = msg.data.length ? codec.decode(msg.data) : {};
    } catch (error) {
      undecodable = error;
    }
    // Events this request causes name who acted by id only (an envelope never repeats a name or email).
    const { actor, idempotencyKey } = (payload ?? {}) as Partial<RpcRequest>;
    const requestKey = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
    await runWithContext({ correlationId, actor: actor?.userId ? { userId: actor.userId } : null, requestKey }, async () => {
      let reply: RpcReply;
      try {
        if (undecodable) throw undecodable;
        const data = await lastValueFrom(this.transformToObservable(await handler(payload, { subject: msg.subject })), {
          defaultValue: null,
        });
        reply = { ok: true, data: data ?? null };
        crashPoint(`before-reply:${unprefixed(this.config, msg.subject)}`);
      } catch (error) {
        reply = { ok: false, error: toErrorBody(error) };
        if (reply.error.code === 'unavailable') failActiveSpan(error);
      }
      if (!msg.reply) return;
      const h = natsHeaders();
      if (correlationId) h.set(HEADERS.correlationId, correlationId);
      let encoded = codec.encode(reply);
      // NATS refuses (and would throw on) a message above the server's max_payload; answer that
      // instead of failing silently, and never let it escape as an unhandled rejection.
      const maxPayload = this.nc?.info?.max_payload ?? 1024 * 1024;
      if (encoded.length > maxPayload - 4096) {
        log.error({ subject: msg.subject, bytes: encoded.length, maxPayload }, 'reply too large for NATS');
        encoded = codec.encode({
          ok: false,
          error: { code: 'unavailable', message: 'The answer is too large to send. Ask for fewer results.' },
        } satisfies RpcReply);
      }
      try {
        msg.respond(encoded, { headers: h });
      } catch (err) {
        log.error({ subject: msg.subject, err: (err as Error).message }, 'could not send reply');
      }
    });
  }

  on() {
    throw new Error('NatsRpcServer does not emit events');
  }

  unwrap<T>(): T {
    return this.nc as T;
  }

  async close() {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.subscriptions.length = 0;
    // A shared connection belongs to whoever opened it.
    if (!this.connection) await this.nc?.drain().catch(() => undefined);
  }
}

function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) return error.toBody();
  if (DomainError.isBody(error)) return error;
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: (error as Error).message }, 'database unavailable');
    return { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  log.error({ err: error }, 'unhandled error in request handler');
  return { code: 'unavailable', message: 'The service failed to handle this request' };
}
