import { forbidden, hasAdminLevel, type Actor, type AdminRole, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';

const label = (role: string) => role.replace(/_/g, ' ');

/**
 * svc-admin re-checks the level the gateway already checked: a request that reaches this service by
 * any other path gets the same answer.
 */
export function requireAdmin(req: RpcRequest, level: AdminRole = 'content_manager'): Actor & { adminRole: AdminRole } {
  const actor = requireActor(req);
  if (!actor.adminRole) {
    throw forbidden(
      "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.",
    );
  }
  if (!hasAdminLevel(actor.adminRole, level)) {
    throw forbidden(
      `Insufficient Permissions: This page requires ${label(level)} privileges. Your current role is ${label(actor.adminRole)}.`,
    );
  }
  return actor as Actor & { adminRole: AdminRole };
}
