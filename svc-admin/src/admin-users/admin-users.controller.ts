import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_ROLES,
  conflict,
  forbidden,
  invalid,
  notFound,
  SUBJECTS,
  type AdminUser,
  type RpcRequest,
} from '@pawpals/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { requireAdmin } from '../admin-guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const createSchema = z.object({ userId: z.string().regex(UUID), role: z.enum(ADMIN_ROLES) });

const SELECT_ADMINS = `SELECT a.id, a.user_id AS "userId", coalesce(u.email, '') AS email, coalesce(u.username, '') AS username,
         a.role, a.created_at AS "createdAt"
    FROM admin_roles a LEFT JOIN user_profiles u ON u.user_id = a.user_id`;

const toAdminUser = (row: AdminUser & { createdAt: string | Date }): AdminUser => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Admin Users (super admin only): list, grant a role to a member, revoke. */
@Controller()
export class AdminUsersController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(SUBJECTS.admin.listAdminUsers)
  async list(@Payload() req: RpcRequest): Promise<AdminUser[]> {
    requireAdmin(req, 'super_admin');
    const rows = await this.dataSource.query(`${SELECT_ADMINS} ORDER BY a.created_at`);
    return rows.map(toAdminUser);
  }

  @MessagePattern(SUBJECTS.admin.addAdminUser)
  async add(@Payload() req: RpcRequest<unknown>): Promise<AdminUser> {
    requireAdmin(req, 'super_admin');
    const parsed = createSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw invalid('Please select a user and role');
    const { userId, role } = parsed.data;
    const [member] = await this.dataSource.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [userId]);
    if (!member) throw notFound('User not found');
    const inserted: { id: string }[] = await this.dataSource.query(
      'INSERT INTO admin_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING id',
      [userId, role],
    );
    if (!inserted.length) throw conflict('This user is already an admin');
    const [row] = await this.dataSource.query(`${SELECT_ADMINS} WHERE a.id = $1`, [inserted[0].id]);
    return toAdminUser(row);
  }

  @MessagePattern(SUBJECTS.admin.removeAdminUser)
  async remove(@Payload() req: RpcRequest): Promise<{ message: string }> {
    const actor = requireAdmin(req, 'super_admin');
    const id = req.params.id;
    if (!UUID.test(id ?? '')) throw notFound('Admin user not found');
    return this.dataSource.transaction(async (manager) => {
      // Lock every super admin row so two removals cannot both pass the "last one" check.
      const supers: { id: string }[] = await manager.query(`SELECT id FROM admin_roles WHERE role = 'super_admin' FOR UPDATE`);
      const [target] = await manager.query('SELECT id, user_id, role FROM admin_roles WHERE id = $1 FOR UPDATE', [id]);
      if (!target) throw notFound('Admin user not found');
      if (target.user_id === actor.userId) throw forbidden('You cannot remove your own admin access');
      if (target.role === 'super_admin' && supers.length <= 1) throw conflict('The last super admin cannot be removed');
      await manager.query('DELETE FROM admin_roles WHERE id = $1', [id]);
      return { message: 'Admin user removed successfully' };
    });
  }
}
