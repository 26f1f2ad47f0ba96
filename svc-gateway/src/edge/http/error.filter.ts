import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, HTTP_STATUS_BY_ERROR_CODE } from '@pawpals/contracts';
import { createLogger, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@pawpals/nest-common';
import type { FastifyReply } from 'fastify';

const log = createLogger('http');

/**
 * The one place where errors become HTTP answers: always JSON with a readable `message`. Nest hands it
 * the handlers' errors and, as Fastify's error handler, those of the hooks (the body parser, the session
 * lookup, the idempotency claim) too.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    if (res.sent || res.raw.headersSent) return;
    if (exception instanceof DomainError) {
      const status = HTTP_STATUS_BY_ERROR_CODE[exception.code];
      if (status >= 500) log.warn({ err: exception.message }, 'dependency unavailable');
      res.status(status).send({ message: exception.message, ...(exception.errors ? { errors: exception.errors } : {}) });
      return;
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      res.status(exception.getStatus()).send({ message: Array.isArray(message) ? message.join('; ') : String(message) });
      return;
    }
    answerUnexpected(exception, res);
  }
}

function answerUnexpected(exception: unknown, res: FastifyReply) {
  if (isDatabaseUnavailable(exception)) {
    log.warn({ err: (exception as Error).message }, 'database unavailable');
    res.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }
  // Fastify's own refusals (a file the static plugin cannot send, a request it cannot route) carry their status.
  const status = (exception as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).send({ message: STATUS_CODES[status] ?? 'Bad request' });
    return;
  }
  log.error({ err: exception }, 'unhandled error');
  res.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}
