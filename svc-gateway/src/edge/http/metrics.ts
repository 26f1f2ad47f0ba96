import { httpMethodLabel, httpServerDuration, UNMATCHED_ROUTE } from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route template a handler matched itself (the forwarding's route table), e.g. /api/businesses/:id. */
    httpRoute?: string;
  }
}

/** Fastify's catch-all that hands /api/* to the forwarding: its requests are labelled by the template the route table matched. */
const FORWARDING_CATCH_ALL = '/api/*';

/** Names the request's route template for the metrics (the forwarding calls it once its route table matched). */
export function setHttpRoute(req: FastifyRequest, template: string): void {
  req.httpRoute = template;
}

/**
 * The http_route label: the template the forwarding matched, else the Fastify route's own template
 * (`/api/auth/login`, `/objects/*`), else `unmatched`. Never the raw path, so ids never become series.
 */
export function httpRouteOf(req: FastifyRequest): string {
  if (req.httpRoute) return req.httpRoute;
  const template = req.routeOptions?.url;
  return template && template !== FORWARDING_CATCH_ALL ? template : UNMATCHED_ROUTE;
}

/** onResponse: one observation of http_server_request_duration_seconds per answer. */
export function recordHttpMetrics(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  httpServerDuration.observe(
    { http_route: httpRouteOf(req), http_request_method: httpMethodLabel(req.method), http_response_status_code: String(reply.statusCode) },
    reply.elapsedTime / 1000,
  );
  done();
}
