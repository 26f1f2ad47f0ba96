import { Injectable } from '@nestjs/common';
import type { AdminRole } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** SQL of admin_roles for the role check and the configured super admin. */
@Injectable()
export class AdminRolesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async roleOf(userId: string): Promise<AdminRole | null> {
    const [row] = await this.dataSource.query<{ role: AdminRole }[]>('SELECT role FROM admin_roles WHERE user_id = $1', [userId]);
    return row?.role ?? null;
  }

  /** Makes the person a super admin, whatever role they held (inside the caller's transaction). */
  async makeSuperAdmin(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_roles (user_id, role) VALUES ($1, 'super_admin')
       ON CONFLICT (user_id) DO UPDATE SET role = 'super_admin'`,
      [userId],
    );
  }
}
