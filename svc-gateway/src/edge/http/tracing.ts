import { propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import {
  failSpan,
  httpMethodLabel,
  otelContext,
  otelTrace,
  SpanKind,
  SpanStatusCode,
  tracer,
  tracingEnabled,
  UNMATCHED_ROUTE,
  type Context,
  type Span,
} from '@pawpals/nest-common';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { pathOf } from './cookies';
import { httpRouteOf } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span and the context it is active in (tracing on). */
    traceSpan?: Span;
    traceContext?: Context;
  }
}

/**
 * onRequest: the request's HTTP server span (docs/decisions/0149-tracing.md), continuing the caller's
 * W3C traceparent or starting a trace. Named `METHOD` until the route is known (onResponse).
 */
export const startHttpSpan: onRequestHookHandler = (req, _reply, done) => {
  if (!tracingEnabled()) return done();
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const method = httpMethodLabel(req.method);
  const span = tracer().startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.path': pathOf(req),
        'client.address': req.ip,
      },
    },
    parent,
  );
  req.traceSpan = span;
  req.traceContext = otelTrace.setSpan(parent, span);
  // Active for the hooks before the body is read; traceScope re-enters it after (as correlationScope does).
  otelContext.with(req.traceContext, done);
};

/** preValidation: the rest of the request (session lookup, handler, RPCs, Postgres) runs in the span's context. */
export const traceScope: preValidationHookHandler = (req, _reply, done) => {
  if (!req.traceContext) return done();
  otelContext.with(req.traceContext, done);
};

/** onResponse: names the span by its route template (`GET /api/businesses/:id`), records the status and ends it. */
export function endHttpSpan(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const span = req.traceSpan;
  if (span) {
    req.traceSpan = undefined;
    const route = httpRouteOf(req);
    const method = httpMethodLabel(req.method);
    if (route !== UNMATCHED_ROUTE) {
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
  done();
}

/** onRequestAbort: the client went away before the answer. */
export function abortHttpSpan(req: FastifyRequest, done: () => void): void {
  const span = req.traceSpan;
  if (span) {
    req.traceSpan = undefined;
    failSpan(span, new Error('request aborted by the client'));
    span.end();
  }
  done();
}
