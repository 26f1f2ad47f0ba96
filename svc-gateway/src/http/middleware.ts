import { randomUUID } from 'node:crypto';
import { HEADERS, LIMITS } from '@pawpals/contracts';
import { createLogger, runWithContext } from '@pawpals/nest-common';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { UPLOAD_PUT_PREFIX } from '../uploads/paths';

const log = createLogger('http');
const CORRELATION_ID = /^[A-Za-z0-9._-]{8,100}$/;

// 512 KB: the body travels on inside an RPC envelope, which must fit NATS's max_payload (1 MB by
// default); a body just under 1 MB passed the parser and then failed as a 503 at publish time.
const parseJson = express.json({ limit: '512kb', strict: false });

/**
 * JSON bodies only; a malformed or oversized body is the client's fault and says so in JSON. The
 * upload URL (svc-gateway/src/uploads) streams raw image bytes whatever their content type, so it is
 * left unparsed.
 */
export const jsonBody: RequestHandler = (req, res, next) =>
  req.path.startsWith(UPLOAD_PUT_PREFIX) ? next() : parseJson(req, res, next);

export const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') return void res.status(400).json({ message: 'Malformed JSON body' });
  if (type === 'entity.too.large') return void res.status(413).json({ message: 'Request body is too large' });
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return void res.status(415).json({ message: 'Unsupported request body encoding' });
  }
  next(err);
};

/** Accepts the caller's correlation id when it looks like one, otherwise mints one, and scopes the request to it. */
export const correlation: RequestHandler = (req, res, next) => {
  const given = req.header(HEADERS.correlationId);
  const correlationId = given && CORRELATION_ID.test(given) ? given : randomUUID();
  res.setHeader(HEADERS.correlationId, correlationId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (!req.path.startsWith('/api')) return;
    log.info(
      {
        correlationId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      'request',
    );
  });
  runWithContext({ correlationId }, next);
};

export const MAX_UPLOAD_BYTES = LIMITS.uploadMaxBytes;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Our own origin (the Host the request came to) or one admitted by ALLOWED_ORIGINS (comma-separated). */
function isOwnOrigin(origin: string, req: Request): boolean {
  const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Whether a request was started by another site: the browser's fetch metadata says so
 * (`Sec-Fetch-Site: cross-site` or `same-site`), or its Origin or Referer names a foreign origin
 * (the opaque `null` origin included). Requests without any of them (curl, old browsers, a typed
 * address) are not.
 */
export function isCrossSiteRequest(req: Request): boolean {
  const site = req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.header('origin');
  if (origin !== undefined && !isOwnOrigin(origin, req)) return true;
  const referer = req.header('referer');
  if (referer) {
    try {
      if (!isOwnOrigin(new URL(referer).origin, req)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * CSRF stance for cookie-authenticated writes, on top of SameSite=Lax: a browser's cross-site write is
 * refused by its Origin (browsers always send one on such requests), and a write with a body must be
 * JSON, which no HTML form can send. ALLOWED_ORIGINS (comma-separated) admits extra front-end origins.
 */
export const crossSiteWriteGuard: RequestHandler = (req, res, next) => {
  if (!UNSAFE.has(req.method) || !req.path.startsWith('/api/')) return next();
  const origin = req.header('origin');
  if (origin !== undefined && !isOwnOrigin(origin, req)) {
    return void res.status(403).json({ message: 'Cross-site request refused' });
  }
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.path.startsWith(UPLOAD_PUT_PREFIX) && !req.is('application/json')) {
    return void res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json)' });
  }
  next();
};

/** How deep a JSON body may nest; real payloads (business import included) stay under 5. */
export const MAX_BODY_DEPTH = 32;
export const INPUT_MESSAGES = {
  text: 'Text in the request must be valid Unicode without NUL characters',
  depth: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
} as const;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorableText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * Why a parsed body or query cannot be handled, or undefined. Postgres refuses NUL in text and lone
 * surrogates in json(b) (every event envelope), and a deeply nested body overflows the stack when it is
 * serialised for NATS: all three are the client's fault, so they are a 400 here instead of a 5xx later.
 * Walks iteratively, so the depth check cannot overflow either.
 */
export function inputProblem(...values: unknown[]): string | undefined {
  const stack: [unknown, number][] = values.map((v) => [v, 0]);
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorableText(value)) return INPUT_MESSAGES.text;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return INPUT_MESSAGES.depth;
    for (const [key, child] of Object.entries(value)) {
      if (unstorableText(key)) return INPUT_MESSAGES.text;
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/** 400 for /api requests whose JSON body or query string carries what no route can store (see inputProblem). */
export const inputGuard: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/')) return next();
  const problem = inputProblem(req.body, req.query);
  if (problem) return void res.status(400).json({ message: problem });
  next();
};
