import { HttpException, Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ROUTE_NAMES, ROUTE_SCHEMAS, ROUTES, type RouteName, type RouteSchemas } from '@pawpals/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { RouteMatcher } from '../forwarding/route-matcher';
import { pathOf } from './cookies';

const matcher = new RouteMatcher(ROUTE_NAMES.map((name) => ({ ...ROUTES[name], name })));

/**
 * Checks every JSON success answer of /api against its route's response schema, and turns drift into a
 * 500 naming the route and the broken field. On in tests (so a service that drifts from its contract
 * fails `npm test`), off in production, where it would only cost time.
 */
@Injectable()
export class ContractCheckInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const path = pathOf(req);
    const match = path.startsWith('/api/') ? matcher.match(req.method, path.slice(4)) : undefined;
    if (!match || match === 'method_not_allowed') return next.handle();
    return next.handle().pipe(map((data) => checkAnswer(match.route.name, res.statusCode, data)));
  }
}

export function checkAnswer(name: RouteName, status: number, data: unknown): unknown {
  const schema = (ROUTE_SCHEMAS[name] as RouteSchemas).response;
  if (!schema || status >= 300) return data;
  const answer = data instanceof StreamableFile ? null : data;
  const result = schema.safeParse(answer);
  if (result.success) return data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
  throw new HttpException({ message: `The answer of ${name} breaks its contract: ${issues}` }, 500);
}
