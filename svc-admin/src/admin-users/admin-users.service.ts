import { Injectable } from '@nestjs/common';
import { conflict, forbidden, notFound, type Actor, type AdminUser, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { UnitOfWork, withIsoTimes } from '@pawpals/nest-common';
import { AuditLogService } from '../audit-log/audit-log.service';
import { AdminUsersRepository, type AdminUserRow } from './admin-users.repository';

export const ADMIN_USER_NOT_FOUND = 'Admin user not found';

const toAdminUser = (row: AdminUserRow) => withIsoTimes(row, 'createdAt') as AdminUser;

/** Admin Users (super admin only): list, grant a role to a member, revoke. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly admins: AdminUsersRepository,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditLogService,
  ) {}

  async listAdminUsers(): Promise<ResponseOf<'listAdminUsers'>> {
    return (await this.admins.listOldestFirst()).map(toAdminUser);
  }

  /** Only a member this service knows can become an admin, and only once. */
  async addAdminUser(actor: Actor, { userId, role }: ParsedBodyOf<'addAdminUser'>): Promise<ResponseOf<'addAdminUser'>> {
    if (!(await this.admins.memberExists(userId))) throw notFound('User not found');
    const id = await this.uow.run(async (manager) => {
      const inserted = await this.admins.insertIfNotAdmin(manager, userId, role);
      if (!inserted) throw conflict('This user is already an admin');
      await this.audit.record({ actor, action: 'admin_role_granted', targetType: 'user', targetId: userId, details: { role } }, manager);
      return inserted;
    });
    return toAdminUser((await this.admins.findById(id))!);
  }

  /** Never yourself, never the last super admin. */
  async removeAdminUser(actor: Actor, id: string): Promise<ResponseOf<'removeAdminUser'>> {
    return this.uow.run(async (manager) => {
      const superAdmins = await this.admins.lockSuperAdmins(manager);
      const target = await this.admins.lockById(manager, id);
      if (!target) throw notFound(ADMIN_USER_NOT_FOUND);
      if (target.user_id === actor.userId) throw forbidden('You cannot remove your own admin access');
      if (target.role === 'super_admin' && superAdmins <= 1) throw conflict('The last super admin cannot be removed');
      await this.admins.delete(manager, id);
      await this.audit.record({ actor, action: 'admin_role_revoked', targetType: 'user', targetId: target.user_id, details: { role: target.role } }, manager);
      return { message: 'Admin user removed successfully' };
    });
  }
}
