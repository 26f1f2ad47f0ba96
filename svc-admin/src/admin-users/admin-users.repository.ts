import { Injectable } from '@nestjs/common';
import type { AdminRole, AdminUser } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';

const SELECT_ADMINS = `SELECT a.id, a.user_id AS "userId", coalesce(u.email, '') AS email, coalesce(u.username, '') AS username,
         a.role, a.created_at AS "createdAt"
    FROM admin_roles a LEFT JOIN user_profiles u ON u.user_id = a.user_id`;

export type AdminUserRow = Omit<AdminUser, 'createdAt'> & { createdAt: string | Date };

/** SQL of admin_roles (with the members' names from user_profiles) for the Admin Users page. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  listOldestFirst(): Promise<AdminUserRow[]> {
    return this.dataSource.query(`${SELECT_ADMINS} ORDER BY a.created_at`);
  }

  async findById(id: string): Promise<AdminUserRow | undefined> {
    const [row] = await this.dataSource.query(`${SELECT_ADMINS} WHERE a.id = $1`, [id]);
    return row;
  }

  async memberExists(userId: string): Promise<boolean> {
    const [member] = await this.dataSource.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [userId]);
    return !!member;
  }

  /** The new admin's id, or undefined when the member already holds a role. */
  async insertIfNotAdmin(manager: EntityManager, userId: string, role: AdminRole): Promise<string | undefined> {
    const inserted: { id: string }[] = await manager.query(
      'INSERT INTO admin_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING id',
      [userId, role],
    );
    return inserted[0]?.id;
  }

  /** Locks every super admin row, so two removals cannot both pass the "last one" check; returns how many. */
  async lockSuperAdmins(manager: EntityManager): Promise<number> {
    const supers: { id: string }[] = await manager.query(`SELECT id FROM admin_roles WHERE role = 'super_admin' FOR UPDATE`);
    return supers.length;
  }

  async lockById(manager: EntityManager, id: string): Promise<{ id: string; user_id: string; role: AdminRole } | undefined> {
    const [target] = await manager.query('SELECT id, user_id, role FROM admin_roles WHERE id = $1 FOR UPDATE', [id]);
    return target;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM admin_roles WHERE id = $1', [id]);
  }
}
