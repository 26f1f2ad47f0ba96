/** What one HTTP route is: every domain's routes.ts and schemas.ts describe their routes in these terms. */
import type { z } from 'zod';
import type { AdminRole } from './enums';
import type { ServiceName } from './services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call a route: anyone, a signed-in member, or an admin of at least this role. */
export type Access = 'public' | 'user' | { admin: AdminRole };

export interface RouteSpec {
  /** The service that answers it over NATS, or the gateway itself (identity, uploads, live stream, health). */
  owner: ServiceName | 'gateway';
  method: HttpMethod;
  /** Express-style path with :params; under /api unless it starts with /objects. */
  path: string;
  access: Access;
  summary: string;
  /** Answer status on success. */
  status: number;
  /** What the success answer is when it is not JSON. */
  produces?: 'text/event-stream' | 'image/*' | 'redirect' | 'application/pdf';
  /**
   * Body fields that, when given, must name the caller's own finished upload (its upload URL or
   * `/objects/<id>`), or a list of them (every element); the gateway checks them, forwards the stable
   * `/objects/<id>` and tells the service what it knows of each (RpcRequest.uploads).
   */
  ownUploads?: readonly string[];
  /**
   * A list paged by the one convention (shared/paging.ts): the query takes `limit` and `cursor`, the
   * service answers a `Page` of the response's items, the gateway answers the items as the body with a
   * `Link: <…>; rel="next"` header while more remain.
   */
  paged?: true;
  /**
   * Request headers the owning service needs (lower-case names); the gateway forwards them, cut to 512
   * characters, in RpcRequest.headers. Nothing else of the HTTP request reaches a service.
   */
  forwardHeaders?: readonly ForwardedHeader[];
}

/** The request headers a route may ask the gateway to forward. */
export type ForwardedHeader = 'user-agent';

export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; absent for answers that are not JSON (a redirect, an image, an event stream). */
  response?: z.ZodType;
}
