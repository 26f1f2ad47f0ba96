/**
 * The browser's caller of the route contracts (libs/contracts/src/api): one call by route name, its
 * path parameters, query and body typed by that route's contract, its answer typed by the contract's
 * response schema. Only the plain route table (`ROUTES`, `routeUrl`) is imported as a value; the zod
 * schemas are used for their types only, so they are never bundled into the browser.
 */
import { ROUTES, routeUrl, type RouteName, type RouteOf } from '@pawpals/contracts';
import type { BodyOf, PagedRouteName, ParamsOf, QueryOf, ResponseOf } from '@pawpals/contracts';
import { ApiError } from './errors';
import type { UnauthorizedBehavior } from './query';
import { apiJson, apiRequest, type RequestHeaders } from './request';

/** Routes answered with JSON (not a redirect, an image or an event stream): the ones `callApi` can call. */
export type JsonRouteName = { [N in RouteName]: RouteOf<N> extends { produces: string } ? never : N }[RouteName];
/** JSON routes read with GET: the ones a query reads. */
export type GetRouteName = { [N in JsonRouteName]: RouteOf<N>['method'] extends 'GET' ? N : never }[JsonRouteName];

type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What a call of route N carries: its path parameters, query and JSON body, each only when the route has one. */
export type CallInput<N extends RouteName> = (HasKeys<ParamsOf<N>> extends true ? { params: ParamsOf<N> } : { params?: undefined }) &
  (QueryOf<N> extends Record<string, never> ? { query?: undefined } : { query?: QueryOf<N> }) &
  (BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> });

/** The input argument: optional when route N needs nothing (no path parameters, no body). */
export type CallArgs<N extends RouteName> = object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** The URL of a call: /api + the route's path with its parameters filled in and encoded, plus the query string. */
export function callUrl<N extends RouteName>(name: N, ...[input]: CallArgs<N>): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return routeUrl(name, params, query);
}

/**
 * Calls route N with cookies; the body goes as JSON, the answer is its JSON (null for an empty body).
 * A non-OK answer throws ApiError "<status>: <body or status text>"; a 401 Unauthorized is
 * then shown and redirected by the QueryClient's handlers (createQueryClient), not here.
 */
export function callApi<N extends JsonRouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>> {
  const { body } = (args[0] ?? {}) as LooseInput;
  return apiJson<ResponseOf<N>>(ROUTES[name].method, callUrl(name, ...args), body);
}

/**
 * callApi with extra request headers, e.g. the `Idempotency-Key` that makes a retried create run once
 * (docs/decisions/0145-offline-post-queue.md).
 */
export function callApiWithHeaders<N extends JsonRouteName>(name: N, headers: RequestHeaders, ...args: CallArgs<N>): Promise<ResponseOf<N>> {
  const { body } = (args[0] ?? {}) as LooseInput;
  return apiJson<ResponseOf<N>>(ROUTES[name].method, callUrl(name, ...args), body, headers);
}

/** One page of a paged route (docs/decisions/0139-one-paging-convention.md): its items and the next page's cursor. */
export interface ApiPage<N extends PagedRouteName> {
  items: ResponseOf<N>;
  /** From the answer's `Link: <…>; rel="next"` header; null on the last page. */
  nextCursor: string | null;
}

/**
 * Calls paged route N (a GET list): the page's items and, from its Link header, the cursor of the next
 * page, to pass back as `query.cursor` for it.
 */
export async function callApiPage<N extends PagedRouteName>(name: N, ...args: CallArgs<N>): Promise<ApiPage<N>> {
  const res = await apiRequest('GET', callUrl(name, ...args));
  return { items: (await res.json()) as ResponseOf<N>, nextCursor: nextCursorOf(res.headers.get('Link')) };
}

/** The `cursor` parameter of the `rel="next"` link of a Link header (RFC 8288), or null when there is none. */
export function nextCursorOf(link: string | null): string | null {
  for (const value of link?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(value);
    if (!match || !/;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(match[2])) continue;
    return new URL(match[1], 'http://localhost').searchParams.get('cursor');
  }
  return null;
}

type QueryFnArgs<N extends RouteName, B extends UnauthorizedBehavior> = object extends CallInput<N>
  ? [input?: CallInput<N>, options?: { on401?: B }]
  : [input: CallInput<N>, options?: { on401?: B }];

/**
 * The query function of a GET route: `callApi(name, input)`. With `{on401: 'returnNull'}` a 401 answer
 * is the value null instead of an error (the current-user query: null means signed out).
 */
export function apiQueryFn<N extends GetRouteName, B extends UnauthorizedBehavior = 'throw'>(
  name: N,
  ...[input, options]: QueryFnArgs<N, B>
): () => Promise<B extends 'returnNull' ? ResponseOf<N> | null : ResponseOf<N>> {
  type Answer = B extends 'returnNull' ? ResponseOf<N> | null : ResponseOf<N>;
  const call = callApi as (name: N, input?: unknown) => Promise<ResponseOf<N>>;
  return async () => {
    try {
      return (await call(name, input)) as Answer;
    } catch (error) {
      if (options?.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null as Answer;
      throw error;
    }
  };
}
