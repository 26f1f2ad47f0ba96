import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { AdminRolesService } from './admin-roles.service';

@Controller()
export class AdminRolesController {
  constructor(private readonly roles: AdminRolesService) {}

  /** The admin guard's answer for the signed-in user. */
  @MessagePattern(SUBJECTS.admin.checkAdmin)
  checkAdmin(@Payload() req: ContractRequest<'checkAdmin'>) {
    return this.roles.checkAdmin(requireActor(req).userId);
  }
}
