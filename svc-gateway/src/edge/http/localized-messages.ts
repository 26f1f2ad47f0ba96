import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { DEFAULT_LOCALE, localizeMessage, negotiateLocale } from '@pawpals/contracts';

const hasMessage = (body: unknown): body is { message: string } =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { message?: unknown }).message === 'string';

/**
 * A successful answer's `message` ("Password changed.", "We sent a link to …") in the request's language, as the
 * error filter does for errors (docs/decisions/0151-server-speaks-spanish.md). English answers pass untouched.
 */
@Injectable()
export class LocalizedMessageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const locale = negotiateLocale(context.switchToHttp().getRequest<FastifyRequest | undefined>()?.headers?.['accept-language']);
    if (locale === DEFAULT_LOCALE) return next.handle();
    return next.handle().pipe(map((body: unknown) => (hasMessage(body) ? { ...body, message: localizeMessage(body.message, locale) } : body)));
  }
}
