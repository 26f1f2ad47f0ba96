import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, HTTP_STATUS_BY_ERROR_CODE, localizeMessage, negotiateLocale, type FieldError, type Locale } from '@pawpals/contracts';
import { createLogger, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';

const log = createLogger('http');

/**
 * The one place where errors become HTTP answers: always JSON with a readable `message`. Nest hands it
 * the handlers' errors and, as Fastify's error handler, those of the hooks (the body parser, the session
 * lookup, the idempotency claim) too. The readable messages speak the request's language (Accept-Language,
 * which the web app sets to its page's): English as the rules write them, Spanish from libs/contracts'
 * catalog (docs/decisions/0151-server-speaks-spanish.md).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const res = http.getResponse<FastifyReply>();
    if (res.sent || res.raw.headersSent) return;
    const locale = negotiateLocale(http.getRequest<FastifyRequest | undefined>()?.headers?.['accept-language']);
    const say = (message: string) => localizeMessage(message, locale);
    if (exception instanceof DomainError) {
      const status = HTTP_STATUS_BY_ERROR_CODE[exception.code];
      if (status >= 500) log.warn({ err: exception.message }, 'dependency unavailable');
      res.status(status).send({ message: say(exception.message), ...(exception.errors ? { errors: localizedErrors(exception.errors, locale) } : {}) });
      return;
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      res.status(exception.getStatus()).send({ message: Array.isArray(message) ? message.map((m) => say(String(m))).join('; ') : say(String(message)) });
      return;
    }
    answerUnexpected(exception, res, say);
  }
}

function localizedErrors(errors: FieldError[], locale: Locale): FieldError[] {
  return locale === 'en' ? errors : errors.map((e) => ({ ...e, message: localizeMessage(e.message, locale) }));
}

function answerUnexpected(exception: unknown, res: FastifyReply, say: (message: string) => string) {
  if (isDatabaseUnavailable(exception)) {
    log.warn({ err: (exception as Error).message }, 'database unavailable');
    res.status(503).send({ message: say(DATABASE_UNAVAILABLE_MESSAGE) });
    return;
  }
  // Fastify's own refusals (a file the static plugin cannot send, a request it cannot route) carry their status.
  const status = (exception as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).send({ message: STATUS_CODES[status] ?? 'Bad request' });
    return;
  }
  log.error({ err: exception }, 'unhandled error');
  res.status(500).send({ message: say('Something went wrong on our side. Please try again.') });
}
