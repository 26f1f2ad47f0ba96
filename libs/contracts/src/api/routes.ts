/**
 * Every HTTP route of the product, by one name per use case. The name is the same at every layer:
 * the contract `searchBusinesses` is forwarded on the subject `directory.searchBusinesses`, handled by
 * svc-directory's `searchBusinesses`, and called by the browser's `searchBusinesses`.
 *
 * Each domain writes its own routes (`<domain>/routes.ts`); this table joins them, the gateway's own
 * first. Plain data (no zod), so a browser app can build URLs from it without bundling the schemas;
 * the schemas of each route live in `<domain>/schemas.ts` under the same name (joined in ./schemas.ts).
 */
import { ADMIN_ROUTES } from '../admin/routes';
import { DIRECTORY_ROUTES } from '../directory/routes';
import { IDENTITY_ROUTES } from '../identity/routes';
import { NOTIFICATIONS_ROUTES } from '../notifications/routes';
import { PETS_ROUTES } from '../pets/routes';
import type { RouteSpec } from '../shared/route-spec';
import type { ServiceName } from '../shared/services';

export const ROUTES = {
  ...IDENTITY_ROUTES,
  ...DIRECTORY_ROUTES,
  ...PETS_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...ADMIN_ROUTES,
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
export type RouteOf<N extends RouteName> = (typeof ROUTES)[N];

/** Names of the routes a service answers (what it subscribes to, and what the gateway forwards). */
export type ServiceRouteName<S extends ServiceName> = {
  [N in RouteName]: RouteOf<N>['owner'] extends S ? N : never;
}[RouteName];

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The URL of a route: /api + path (or the path itself for /objects/:id), params filled in and encoded. */
export function routeUrl(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const spec: RouteSpec = ROUTES[name];
  const prefix = name === 'getStoredImage' ? '' : '/api';
  const path = spec.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${prefix}${path}${qs ? `?${qs}` : ''}`;
}
