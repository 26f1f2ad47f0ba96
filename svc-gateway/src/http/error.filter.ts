import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, HTTP_STATUS_BY_ERROR_CODE } from '@pawpals/contracts';
import { createLogger, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@pawpals/nest-common';
import type { ErrorRequestHandler } from 'express';
import type { Response } from 'express';

const log = createLogger('http');

/** The one place where domain errors become HTTP answers: always JSON with a readable `message`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof DomainError) {
      const status = HTTP_STATUS_BY_ERROR_CODE[exception.code];
      if (status >= 500) log.warn({ err: exception.message }, 'dependency unavailable');
      res.status(status).json({ message: exception.message, ...(exception.errors ? { errors: exception.errors } : {}) });
      return;
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      res.status(exception.getStatus()).json({ message: Array.isArray(message) ? message.join('; ') : String(message) });
      return;
    }
    answerUnexpected(exception, res);
  }
}

function answerUnexpected(exception: unknown, res: Response) {
  if (isDatabaseUnavailable(exception)) {
    log.warn({ err: (exception as Error).message }, 'database unavailable');
    res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }
  log.error({ err: exception }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
}

/**
 * Errors raised in Express-level and Nest middleware (the session lookup, the idempotency claim) never
 * reach the exception filter: this last handler gives them the same JSON answers.
 */
export const middlewareErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof DomainError) {
    res.status(HTTP_STATUS_BY_ERROR_CODE[err.code]).json({ message: err.message });
    return;
  }
  answerUnexpected(err, res);
};
