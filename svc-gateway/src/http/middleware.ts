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
