import { BUSINESS_EVENT_LIMIT } from '@pawpals/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { RouteMatcher } from '../forwarding/route-matcher';
import { FORWARDED_ROUTES } from '../forwarding/route-table';
import { pathOf } from '../http/cookies';

/**
 * The business a request counts an event for, found as the forwarding controller finds its route (empty
 * segments ignored, the id decoded, any case), so no spelling of the path (`//`, `%61` for `a`) reaches
 * the route uncounted.
 */
const eventsRoute = new RouteMatcher(FORWARDED_ROUTES.filter((r) => r.name === 'recordBusinessEvent'));
function businessIdOf(req: FastifyRequest): string | null {
  const path = pathOf(req);
  if (!path.startsWith('/api/')) return null;
  const match = eventsRoute.match(req.method, path.slice('/api'.length));
  return typeof match === 'object' ? match.params.id.toLowerCase() : null;
}

/**
 * POST /api/businesses/:id/events is public, so one visitor (a client address) may send at most
 * BUSINESS_EVENT_LIMIT.perWindow events about one business per window; more is a 429. The count lives
 * in this process's memory only and is forgotten when its window ends: no visitor identity is stored
 * anywhere. With several gateways a visitor gets the limit once per gateway, which is
 * enough to keep one script from inflating an owner's figures.
 */
export function businessEventLimit(now: () => number = Date.now): onRequestHookHandler {
  const windows = new Map<string, { start: number; count: number }>();
  let sinceSweep = 0;
  return (req, res, next) => {
    const businessId = businessIdOf(req);
    if (businessId === null) return next();
    const at = now();
    if (++sinceSweep >= 1000) {
      sinceSweep = 0;
      for (const [key, w] of windows) if (at - w.start >= BUSINESS_EVENT_LIMIT.windowMs) windows.delete(key);
    }
    const key = `${req.ip} ${businessId}`;
    const current = windows.get(key);
    if (!current || at - current.start >= BUSINESS_EVENT_LIMIT.windowMs) {
      windows.set(key, { start: at, count: 1 });
      return next();
    }
    if (current.count >= BUSINESS_EVENT_LIMIT.perWindow) {
      res.code(429).send({ message: 'Too many visits counted from your network for this business. Please try again later.' });
      return;
    }
    current.count += 1;
    next();
  };
}
