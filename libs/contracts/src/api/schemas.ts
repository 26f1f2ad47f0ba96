/**
 * The schemas of every route in ./routes.ts, under the same name: query string and JSON body (checked once, at
 * the gateway, with readable messages) and the success answer (checked in the integration tests, and the source
 * of the OpenAPI document). Each domain writes its own (`<domain>/schemas.ts`); this table joins them.
 */
import type { z } from 'zod';
import { ADMIN_ROUTE_SCHEMAS } from '../admin/schemas';
import { DIRECTORY_ROUTE_SCHEMAS } from '../directory/schemas';
import { IDENTITY_ROUTE_SCHEMAS } from '../identity/schemas';
import { NOTIFICATIONS_ROUTE_SCHEMAS } from '../notifications/schemas';
import { PETS_ROUTE_SCHEMAS } from '../pets/schemas';
import type { RouteSchemas } from '../shared/route-spec';
import type { RouteName } from './routes';

export const ROUTE_SCHEMAS = {
  ...IDENTITY_ROUTE_SCHEMAS,
  ...DIRECTORY_ROUTE_SCHEMAS,
  ...PETS_ROUTE_SCHEMAS,
  ...NOTIFICATIONS_ROUTE_SCHEMAS,
  ...ADMIN_ROUTE_SCHEMAS,
} as const satisfies Record<RouteName, RouteSchemas>;

type Schemas<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type Part<N extends RouteName, K extends keyof RouteSchemas> = K extends keyof Schemas<N> ? Schemas<N>[K] : undefined;

/** What a caller sends as the JSON body of route N (before the gateway's parsing). */
export type BodyOf<N extends RouteName> = Part<N, 'body'> extends z.ZodType ? z.input<Part<N, 'body'>> : undefined;
/** What the owning service receives as the body of route N (after the gateway's parsing). */
export type ParsedBodyOf<N extends RouteName> = Part<N, 'body'> extends z.ZodType ? z.output<Part<N, 'body'>> : Record<string, never>;
/** What a caller may put in the query string of route N. */
export type QueryOf<N extends RouteName> = Part<N, 'query'> extends z.ZodType ? z.input<Part<N, 'query'>> : Record<string, never>;
/** The parsed query the owning service receives. */
export type ParsedQueryOf<N extends RouteName> = Part<N, 'query'> extends z.ZodType ? z.output<Part<N, 'query'>> : Record<string, never>;
/** The success answer of route N. */
export type ResponseOf<N extends RouteName> = Part<N, 'response'> extends z.ZodType ? z.output<Part<N, 'response'>> : void;
