import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin, uuidParam } from '@pawpals/nest-common';
import { ADMIN_USER_NOT_FOUND, AdminUsersService } from './admin-users.service';

@Controller()
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @MessagePattern(SUBJECTS.admin.listAdminUsers)
  listAdminUsers(@Payload() req: ContractRequest<'listAdminUsers'>) {
    requireAdmin(req, 'super_admin');
    return this.adminUsers.listAdminUsers();
  }

  @MessagePattern(SUBJECTS.admin.addAdminUser)
  addAdminUser(@Payload() req: ContractRequest<'addAdminUser'>) {
    return this.adminUsers.addAdminUser(requireAdmin(req, 'super_admin'), req.body);
  }

  @MessagePattern(SUBJECTS.admin.removeAdminUser)
  removeAdminUser(@Payload() req: ContractRequest<'removeAdminUser'>) {
    const actor = requireAdmin(req, 'super_admin');
    return this.adminUsers.removeAdminUser(actor, uuidParam(req.params, 'id', ADMIN_USER_NOT_FOUND));
  }
}
