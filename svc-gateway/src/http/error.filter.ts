import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, HTTP_STATUS_BY_ERROR_CODE } from '@pawpals/contracts';
import { createLogger } from '@pawpals/nest-common';
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
    log.error({ err: exception }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  }
}
