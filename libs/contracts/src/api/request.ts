/** Typing and parsing of one forwarded request by its route contract. */
import type { z } from 'zod';
import { invalid } from '../shared/errors';
import type { ProcessedImage } from '../shared/images';
import type { Page } from '../shared/paging';
import type { Actor } from '../shared/messaging';
import type { RouteSchemas, RouteSpec } from '../shared/route-spec';
import { validate } from '../shared/validation';
import { ROUTES, type RouteName, type RouteOf } from './routes';
import { ROUTE_SCHEMAS, type ParsedBodyOf, type ParsedQueryOf, type ResponseOf } from './schemas';

type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path parameters of route N, named by its path (`/businesses/:id` → {id}). */
export type ParamsOf<N extends RouteName> = { [K in PathParamNames<RouteOf<N>['path']>]: string };

/** A forwarded request as the owning service receives it: query and body already parsed by the contract. */
export interface ContractRequest<N extends RouteName> {
  actor: Actor | null;
  params: ParamsOf<N>;
  query: ParsedQueryOf<N>;
  body: ParsedBodyOf<N>;
  /** What the gateway knows of each upload the body names, by `/objects/<id>` path (see RpcRequest.uploads). */
  uploads?: Record<string, ProcessedImage>;
  /** The request headers the route asks for (RouteSpec.forwardHeaders), when the request had them. */
  headers?: Record<string, string>;
}

/** The routes paged by the one convention (RouteSpec.paged, shared/paging.ts). */
export type PagedRouteName = { [N in RouteName]: RouteOf<N> extends { paged: true } ? N : never }[RouteName];

/** Whether route N is paged (its service answers a Page; the gateway sends the items and a Link header). */
export const isPagedRoute = (name: RouteName): boolean => (ROUTES[name] as RouteSpec).paged === true;

/** One item of a list route's answer. */
export type ItemOf<N extends RouteName> = ResponseOf<N> extends (infer T)[] ? T : never;

/** What the owning service answers for route N: a Page of its items when the route is paged, else its HTTP answer. */
export type ServiceAnswerOf<N extends RouteName> = RouteOf<N> extends { paged: true } ? Page<ItemOf<N>> : ResponseOf<N>;

/** A contract request whose actor the gateway has checked (access 'user' or admin). */
export type SignedInRequest<N extends RouteName> = ContractRequest<N> & { actor: Actor };

/**
 * Parses the query string and JSON body of a request to route N; a bad part is a readable 400
 * (the first field error's message, every field error alongside). Parts without a schema become {}.
 */
export function parseRouteInput<N extends RouteName>(
  name: N,
  raw: { query?: Record<string, string | undefined>; body?: unknown },
): { query: ParsedQueryOf<N>; body: ParsedBodyOf<N> } {
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  return {
    query: parsePart(schemas.query, raw.query ?? {}) as ParsedQueryOf<N>,
    body: parsePart(schemas.body, raw.body ?? {}) as ParsedBodyOf<N>,
  };
}

function parsePart(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return {};
  const result = validate(schema, input);
  if (!result.ok) throw invalid(result.errors[0].message, result.errors);
  return result.data;
}

/** The NATS subject a forwarded route travels on: `<service>.<route name>`. */
export function subjectOfRoute(name: RouteName): string {
  const { owner } = ROUTES[name];
  if (owner === 'gateway') throw new Error(`${name} is answered by the gateway, not forwarded`);
  return `${owner}.${name}`;
}
