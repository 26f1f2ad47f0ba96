import { Injectable } from '@nestjs/common';
import type { ResponseOf } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';
import { AdminRolesRepository } from './admin-roles.repository';

/** Who is an admin, at which level (the gateway's admin guard and svc-pets ask here). */
@Injectable()
export class AdminRolesService {
  constructor(private readonly roles: AdminRolesRepository) {}

  async checkAdmin(userId: string): Promise<ResponseOf<'checkAdmin'>> {
    const role = await this.roles.roleOf(userId);
    return { isAdmin: !!role, role };
  }

  /** The deployment's configured super admin always holds the role, whatever happened to it before. */
  designateSuperAdmin(manager: EntityManager, userId: string): Promise<void> {
    return this.roles.makeSuperAdmin(manager, userId);
  }
}
