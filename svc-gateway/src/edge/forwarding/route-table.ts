import { ROUTE_NAMES, ROUTES, subjectOfRoute, type RouteName, type RouteSpec } from '@pawpals/contracts';

/** One /api route answered by a domain service: the gateway checks access, parses, and forwards it over NATS. */
export interface ForwardRoute extends RouteSpec {
  name: RouteName;
  subject: string;
}

/** Every forwarded route, straight from the route contracts in libs/contracts (docs/architecture.md). */
export const FORWARDED_ROUTES: ForwardRoute[] = ROUTE_NAMES.filter((name) => ROUTES[name].owner !== 'gateway').map((name) => ({
  ...ROUTES[name],
  name,
  subject: subjectOfRoute(name),
}));
