import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS, LIMITS } from '@pawpals/contracts';
import { createLogger, runWithContext } from '@pawpals/nest-common';
import { HttpException } from '@nestjs/common';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { UPLOAD_PUT_PREFIX } from '../../media/uploads/paths';
import { pathOf } from './cookies';

const log = createLogger('http');
const CORRELATION_ID = /^[A-Za-z0-9._-]{8,100}$/;

// 512 KB: the body travels on inside an RPC envelope, which must fit NATS's max_payload (1 MB by
// default); a body just under 1 MB passed the parser and then failed as a 503 at publish time.
const parseJson = bodyParser.json({ limit: '512kb', strict: false });

/** What the body parser reports, as the JSON answers the client gets. */
const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON body'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported request body encoding'],
  'charset.unsupported': [415, 'Unsupported request body encoding'],
};

/**
 * JSON bodies only (decoded and size-checked by body-parser, gzip/deflate included); a malformed or
 * oversized body is the client's fault and says so in JSON (BODY_ERRORS).
 * Any other body is left unread: the upload URL (svc-gateway/src/media/uploads) streams raw image bytes
 * whatever their content type, and crossSiteWriteGuard refuses non-JSON bodies everywhere else.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', (req, _payload, done) => {
    if (pathOf(req).startsWith(UPLOAD_PUT_PREFIX)) return done(null, undefined);
    const raw = req.raw as IncomingMessage & { body?: unknown };
    parseJson(raw, undefined as unknown as ServerResponse, (err?: unknown) => {
      if (!err) return done(null, raw.body);
      const known = BODY_ERRORS[(err as { type?: string }).type ?? ''];
      done(known ? new HttpException({ message: known[1] }, known[0]) : (err as Error), undefined);
    });
  });
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

declare module 'fastify' {
  interface FastifyRequest {
    correlationId?: string;
    startedAt?: bigint;
  }
}

/** Accepts the caller's correlation id when it looks like one, otherwise mints one, and names the answer with it. */
export const correlation: onRequestHookHandler = (req, reply, done) => {
  const given = header(req, HEADERS.correlationId);
  req.correlationId = given && CORRELATION_ID.test(given) ? given : randomUUID();
  req.startedAt = process.hrtime.bigint();
  reply.header(HEADERS.correlationId, req.correlationId);
  done();
};

/** Scopes the rest of the request (session lookup, handler, RPCs) to its correlation id; runs after the body is read. */
export const correlationScope: preValidationHookHandler = (req, _reply, done) => {
  runWithContext({ correlationId: req.correlationId }, done);
};

/** One log line per /api answer. */
export function logRequest(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const path = pathOf(req);
  if (path.startsWith('/api')) {
    log.info(
      {
        correlationId: req.correlationId,
        method: req.method,
        path,
        status: reply.statusCode,
        ms: req.startedAt === undefined ? undefined : Number(process.hrtime.bigint() - req.startedAt) / 1e6,
      },
      'request',
    );
  }
  done();
}

export const MAX_UPLOAD_BYTES = LIMITS.uploadMaxBytes;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Our own origin (the scheme and Host the request came with) or one admitted by ALLOWED_ORIGINS
 * (comma-separated). The scheme counts: a plain-http page on our host is not our https site.
 */
function isOwnOrigin(origin: string, req: FastifyRequest): boolean {
  const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === `${req.protocol}:` && url.host === req.headers.host;
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
export function isCrossSiteRequest(req: FastifyRequest): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = header(req, 'origin');
  if (origin !== undefined && !isOwnOrigin(origin, req)) return true;
  const referer = header(req, 'referer');
  if (referer) {
    try {
      if (!isOwnOrigin(new URL(referer).origin, req)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

const isJson = (contentType: string | undefined) => contentType?.split(';', 1)[0].trim().toLowerCase() === 'application/json';

/**
 * CSRF stance for cookie-authenticated writes, on top of SameSite=Lax: a browser's cross-site write is
 * refused by its Origin (browsers always send one on such requests), and a write with a body must be
 * JSON, which no HTML form can send. ALLOWED_ORIGINS (comma-separated) admits extra front-end origins.
 * Runs before the body is read.
 */
export const crossSiteWriteGuard: onRequestHookHandler = (req, reply, done) => {
  const path = pathOf(req);
  if (!UNSAFE.has(req.method) || !path.startsWith('/api/')) return done();
  const origin = header(req, 'origin');
  if (origin !== undefined && !isOwnOrigin(origin, req)) {
    return void reply.code(403).send({ message: 'Cross-site request refused' });
  }
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !path.startsWith(UPLOAD_PUT_PREFIX) && !isJson(header(req, 'content-type'))) {
    return void reply.code(415).send({ message: 'Send the request body as JSON (Content-Type: application/json)' });
  }
  done();
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
export const inputGuard: preValidationHookHandler = (req, reply, done) => {
  if (!pathOf(req).startsWith('/api/')) return done();
  const problem = inputProblem(req.body, req.query);
  if (problem) return void reply.code(400).send({ message: problem });
  done();
};

