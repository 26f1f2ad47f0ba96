import { createHash } from 'node:crypto';
import { createLogger } from '@pawpals/nest-common';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';

const log = createLogger('idempotency');

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a first answer is kept and replayed. */
const RETENTION = '24 hours';
/** A first attempt still "in progress" after this long died with its gateway replica: the key may be used again. */
const ABANDONED_AFTER = '60 seconds';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; retry shortly',
} as const;

/**
 * Mutating /api routes accept an Idempotency-Key (issue 18): the first request with a key runs and its
 * answer (status, content type, body) is kept for 24 hours per caller; the same request again gets that
 * answer back (with Idempotent-Replayed: true) instead of running twice, even on another gateway replica.
 * The same key with another method, path or body is a 422; while the first is still running, a 409.
 * Answers of 500 and above are not kept (the key may be retried): a 503 after the RPC deadline says
 * nothing about whether the write happened, so the token travels on to the owning service, whose
 * UnitOfWork commits under it once and answers a retry with the stored first answer.
 */
export function idempotency(dataSource: DataSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || !MUTATING.has(req.method) || !req.originalUrl.startsWith('/api/')) return next();
    if (!VALID_KEY.test(key)) return void res.status(400).json({ message: IDEMPOTENCY_MESSAGES.invalidKey });
    const scope = req.auth?.user.id ?? `anonymous:${req.ip}`;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`)
      .digest('base64url');
    try {
      await dataSource.query(
        `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2
           AND (created_at < now() - interval '${RETENTION}' OR (status IS NULL AND created_at < now() - interval '${ABANDONED_AFTER}'))`,
        [scope, key],
      );
      const claimed = await dataSource.query(
        'INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [scope, key, fingerprint],
      );
      if (!claimed.length) return void (await answerFromFirst(dataSource, res, scope, key, fingerprint));
    } catch (err) {
      return next(err);
    }
    // The owning service commits the write once under this token, even when this first answer is lost.
    res.locals.idempotencyToken = createHash('sha256').update(`${scope}\n${key}\n${fingerprint}`).digest('base64url');
    keepTheAnswer(dataSource, res, scope, key);
    next();
  };
}

async function answerFromFirst(dataSource: DataSource, res: Response, scope: string, key: string, fingerprint: string) {
  const [first] = await dataSource.query('SELECT fingerprint, status, content_type AS "contentType", body FROM idempotency_keys WHERE scope = $1 AND key = $2', [
    scope,
    key,
  ]);
  if (!first) return void res.status(409).json({ message: IDEMPOTENCY_MESSAGES.inProgress });
  if (first.fingerprint !== fingerprint) return void res.status(422).json({ message: IDEMPOTENCY_MESSAGES.otherRequest });
  if (first.status === null) return void res.status(409).json({ message: IDEMPOTENCY_MESSAGES.inProgress });
  res.status(first.status).setHeader(REPLAYED_HEADER, 'true');
  if (first.contentType) res.setHeader('Content-Type', first.contentType);
  res.send(first.body ?? undefined);
}

/**
 * Records the answer when the handler sends it — not when the client has received it, since the case
 * this exists for is the client that never did.
 */
function keepTheAnswer(dataSource: DataSource, res: Response, scope: string, key: string) {
  const send = res.send.bind(res);
  let recorded = false;
  res.send = (body?: unknown) => {
    if (!recorded) {
      recorded = true;
      const status = res.statusCode;
      const bytes = body === undefined || body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      const write =
        status >= 500
          ? dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key])
          : dataSource.query('UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE scope = $1 AND key = $2', [
              scope,
              key,
              status,
              String(res.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
              bytes,
            ]);
      write.catch((err: Error) => log.error({ err: err.message, key }, 'could not record the answer of an idempotent request'));
    }
    return send(body);
  };
  // A request that ends with no answer at all (the handler threw past every filter) frees its key.
  res.on('close', () => {
    if (!recorded) void dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL', [scope, key]).catch(() => undefined);
  });
}
