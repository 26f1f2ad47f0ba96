import { ADMIN_DENIAL, forbidden, hasAdminLevel, isUuid, notFound, type Actor, type AdminRole } from '@pawpals/contracts';
import { requireActor } from './rpc-handler';

interface WithActor {
  actor: Actor | null;
}

/**
 * The admin level a route needs, checked again in the service: the gateway checked it already, but a
 * request reaching a service by any other path gets the same answer.
 */
export function requireAdmin(req: WithActor, level: AdminRole = 'content_manager'): Actor & { adminRole: AdminRole } {
  const actor = requireActor(req);
  if (!actor.adminRole) throw forbidden(ADMIN_DENIAL.notAdmin);
  if (!hasAdminLevel(actor.adminRole, level)) throw forbidden(ADMIN_DENIAL.insufficientRole(level, actor.adminRole));
  return actor as Actor & { adminRole: AdminRole };
}

/** A path id that is not a uuid names nothing: 404 with the given message (never a database error). */
export function uuidParam(params: Record<string, string | undefined>, name: string, missing: string): string {
  const value = params?.[name];
  if (!isUuid(value)) throw notFound(missing);
  return value.toLowerCase();
}
