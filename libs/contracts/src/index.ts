/**
 * @pawpals/contracts: every route, schema, entity and payload type, enum and limit, NATS subject and
 * event, each defined once in the folder of the domain that owns it (shared/ for what all of them use).
 * The tables every caller reads whole (ROUTES, ROUTE_SCHEMAS, SUBJECTS, EVENTS, LIMITS) join the
 * domains' parts.
 */
export * from './shared';
export * from './identity';
export * from './directory';
export * from './pets';
export * from './notifications';
export * from './admin';
export * from './api';
export * from './subjects';
export * from './events';
export * from './limits';
