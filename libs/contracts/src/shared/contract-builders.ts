/**
 * How the domains write their tables: a route, an event, the subjects of a service's routes. Internal to
 * libs/contracts (the public entry does not export them). Plain data, no zod: the browser builds URLs
 * from the route tables without bundling any schema.
 */
import { EVENTS_SUBJECT_PREFIX, type EventDefinition } from './messaging';
import type { RouteSpec } from './route-spec';
import type { ServiceName } from './services';

/** A route; its success status is 201 for a POST and 200 otherwise unless it says. */
export const route = <const S extends Omit<RouteSpec, 'status'> & { status?: number }>(spec: S) =>
  ({ ...spec, status: spec.status ?? (spec.method === 'POST' ? 201 : 200) }) as S & { status: number };

export const moderator = { admin: 'moderator' } as const;
export const contentManager = { admin: 'content_manager' } as const;
export const superAdmin = { admin: 'super_admin' } as const;

/**
 * The subjects of the routes a service answers: `<service>.<route name>`. A domain's table holds only
 * routes its service answers (the type says so).
 */
export function routeSubjects<S extends ServiceName, R extends Record<string, { owner: S }>>(service: S, routes: R) {
  const entries = Object.keys(routes).map((name) => [name, `${service}.${name}`]);
  return Object.fromEntries(entries) as { [N in keyof R & string]: `${S}.${N}` };
}

/**
 * What every service answers about its own messaging state (its outbox, consumers and parked events) for
 * the admin system page; svc-admin asks them (docs/decisions/0148-admin-system-page.md). The request and
 * answer types are in admin/subjects.ts.
 */
export function systemSubjects<S extends ServiceName>(service: S) {
  return {
    systemStatus: `${service}.systemStatus`,
    systemParkedEvents: `${service}.systemParkedEvents`,
    systemRetryParkedEvent: `${service}.systemRetryParkedEvent`,
    systemDeleteParkedEvent: `${service}.systemDeleteParkedEvent`,
  } as const satisfies Record<string, `${S}.${string}`>;
}

/** An event of `source` (its publisher's domain): type `<source>.<name>` on subject `events.<source>.<name>`. */
export function defineEvent<Data>(source: 'identity' | ServiceName, name: string): EventDefinition<Data> {
  return { type: `${source}.${name}`, subject: `${EVENTS_SUBJECT_PREFIX}.${source}.${name}` };
}
