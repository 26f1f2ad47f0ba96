import { forbidden, isUuid, notFound, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';

/** The columns of a Business answer (SPEC §3), straight from SQL: no per-row mapping in JS. */
export const BUSINESS_COLUMNS = `b.id, b.name, b.category, b.description, b.logo_url AS "logoUrl",
  CASE WHEN b.is_premium THEN 1 ELSE 0 END AS "isPremium", b.avg_rating AS "avgRating", b.review_count AS "reviewCount",
  b.address, b.city, b.state, b.zip_code AS "zipCode", b.phone, b.website_url AS "websiteUrl", b.services, b.pricing,
  b.price_range AS "priceRange", b.latitude, b.longitude`;

/** "First Last" of a user from the projection, or null while the projection does not know them. */
export const fullName = (alias: string) => `NULLIF(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;

/** A path id that is not a uuid names nothing: 404 with the given message (never a database error). */
export function idParam(req: RpcRequest, name: string, missing: string): string {
  const value = req.params?.[name];
  if (!isUuid(value)) throw notFound(missing);
  return value.toLowerCase();
}

export const ADMIN_ONLY =
  "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.";

/** Admin subjects trust the role svc-admin checked and put in the actor; without one, refuse. */
export function requireAdmin(req: RpcRequest) {
  const actor = requireActor(req);
  if (!actor.adminRole) throw forbidden(ADMIN_ONLY);
  return actor;
}

export const isUniqueViolation = (err: unknown, constraint?: string) =>
  (err as { code?: string }).code === '23505' && (!constraint || (err as { constraint?: string }).constraint === constraint);

/** TypeORM answers UPDATE/DELETE … RETURNING as [rows, affectedCount]; this gives the rows either way. */
export function returned<T = Record<string, unknown>>(result: unknown): T[] {
  const r = result as unknown[];
  return (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number' ? r[0] : r) as T[];
}
