import { createHash } from 'node:crypto';
import { createLogger } from '@pawpals/nest-common';
import type { FastifyReply, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { IdempotencyRepository } from './idempotency.repository';

const log = createLogger('idempotency');

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; retry shortly',
} as const;

/**
 * Mutating /api routes accept an Idempotency-Key (docs/decisions/0089-idempotency-key.md): the first request with a key runs and its
 * answer (status, content type, body) is kept for 24 hours per caller; the same request again gets that
 * answer back (with Idempotent-Replayed: true) instead of running twice, even on another gateway replica.
 * The same key with another method, path or body is a 422; while the first is still running, a 409.
 * Answers of 500 and above are not kept (the key may be retried): a 503 after the RPC deadline says
 * nothing about whether the write happened, so the token travels on to the owning service, whose
 * UnitOfWork commits under it once and answers a retry with the stored first answer.
 */
export function idempotency(keys: IdempotencyRepository): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    const given = req.headers['idempotency-key'];
    const key = Array.isArray(given) ? given[0] : given;
    if (key === undefined || !MUTATING.has(req.method) || !req.url.startsWith('/api/')) return;
    if (!VALID_KEY.test(key)) return reply.code(400).send({ message: IDEMPOTENCY_MESSAGES.invalidKey });
    const scope = req.auth?.user.id ?? `anonymous:${req.ip}`;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.url}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`)
      .digest('base64url');
    await keys.pruneStale(scope, key);
    if (!(await keys.claim(scope, key, fingerprint))) return answerFromFirst(keys, reply, scope, key, fingerprint);
    // The owning service commits the write once under this token, even when this first answer is lost.
    const ticket: IdempotencyTicket = { scope, key, token: createHash('sha256').update(`${scope}\n${key}\n${fingerprint}`).digest('base64url'), recorded: false };
    req.idempotency = ticket;
    // A request that ends with no answer at all (the handler threw past every filter) frees its key.
    reply.raw.on('close', () => {
      if (!ticket.recorded) void keys.forgetUnanswered(scope, key).catch(() => undefined);
    });
  };
}

export interface IdempotencyTicket {
  scope: string;
  key: string;
  /** Travels with the RPC: the owning service commits under it once. */
  token: string;
  recorded: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyTicket;
  }
}

async function answerFromFirst(keys: IdempotencyRepository, reply: FastifyReply, scope: string, key: string, fingerprint: string) {
  const first = await keys.kept(scope, key);
  if (!first) return reply.code(409).send({ message: IDEMPOTENCY_MESSAGES.inProgress });
  if (first.fingerprint !== fingerprint) return reply.code(422).send({ message: IDEMPOTENCY_MESSAGES.otherRequest });
  if (first.status === null) return reply.code(409).send({ message: IDEMPOTENCY_MESSAGES.inProgress });
  reply.code(first.status).header(REPLAYED_HEADER, 'true');
  if (first.contentType) reply.header('Content-Type', first.contentType);
  return reply.send(first.body ?? undefined);
}

/**
 * Records the answer when the handler sends it — not when the client has received it, since the case
 * this exists for is the client that never did — and holds the answer back until the record is written. An onSend hook added before compression, so it keeps
 * the answer as the handler gave it.
 */
export function keepTheAnswer(keys: IdempotencyRepository): onSendHookHandler {
  return (req, reply, payload, done) => {
    const ticket = req.idempotency;
    const streamed = payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload);
    if (!ticket || ticket.recorded || streamed) return done(null, payload);
    ticket.recorded = true;
    const { scope, key } = ticket;
    const status = reply.statusCode;
    const bytes = payload === undefined || payload === null ? null : Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
    const write =
      status >= 500
        ? keys.forget(scope, key)
        : keys.keep(scope, key, status, String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'), bytes);
    // The answer leaves only once it is kept: a client that retries right after reading it must be
    // replayed that answer, not told the first request is still running.
    write
      .catch((err: Error) => log.error({ err: err.message, key }, 'could not record the answer of an idempotent request'))
      .finally(() => done(null, payload));
  };
}
