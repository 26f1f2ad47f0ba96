import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type AdminCheck, type AdminRole, type RpcRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { DataSource } from 'typeorm';

@Controller()
export class AdminRolesController {
  constructor(private readonly dataSource: DataSource) {}

  /** The admin guard's answer for the signed-in user. */
  @MessagePattern(SUBJECTS.admin.checkAdmin)
  async check(@Payload() req: RpcRequest): Promise<AdminCheck> {
    const { userId } = requireActor(req);
    const [row] = await this.dataSource.query<{ role: AdminRole }[]>('SELECT role FROM admin_roles WHERE user_id = $1', [userId]);
    return { isAdmin: !!row, role: row?.role ?? null };
  }
}
