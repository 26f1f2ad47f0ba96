import { randomUUID } from 'node:crypto';
import { HEADERS, LIMITS } from '@pawpals/contracts';
import { createLogger, runWithContext } from '@pawpals/nest-common';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { UPLOAD_PUT_PREFIX } from '../uploads/paths';

const log = createLogger('http');
const CORRELATION_ID = /^[A-Za-z0-9._-]{8,100}$/;

const parseJson = express.json({ limit: '1mb', strict: false });

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

/**
 * CSRF stance for cookie-authenticated writes, on top of SameSite=Lax: a browser's cross-site write is
 * refused by its Origin (browsers always send one on such requests), and a write with a body must be
 * JSON, which no HTML form can send. ALLOWED_ORIGINS (comma-separated) admits extra front-end origins.
 */
export const crossSiteWriteGuard: RequestHandler = (req, res, next) => {
  if (!UNSAFE.has(req.method) || !req.path.startsWith('/api/')) return next();
  const origin = req.header('origin');
  if (origin && origin !== 'null') {
    const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === req.headers.host;
    } catch {
      sameHost = false;
    }
    if (!sameHost && !allowed.includes(origin)) {
      return void res.status(403).json({ message: 'Cross-site request refused' });
    }
  } else if (origin === 'null') {
    return void res.status(403).json({ message: 'Cross-site request refused' });
  }
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.path.startsWith(UPLOAD_PUT_PREFIX) && !req.is('application/json')) {
    return void res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json)' });
  }
  next();
};
