import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ROUTES, SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin, uuidParam } from '@pawpals/nest-common';
import { MEMBER_NOT_FOUND, SuspensionsService } from './suspensions.service';

@Controller()
export class SuspensionsController {
  constructor(private readonly suspensions: SuspensionsService) {}

  @MessagePattern(SUBJECTS.admin.suspendUser)
  suspendUser(@Payload() req: ContractRequest<'suspendUser'>) {
    const actor = requireAdmin(req, ROUTES.suspendUser.access.admin);
    return this.suspensions.suspendUser(actor, uuidParam(req.params, 'id', MEMBER_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.admin.reinstateUser)
  reinstateUser(@Payload() req: ContractRequest<'reinstateUser'>) {
    const actor = requireAdmin(req, ROUTES.reinstateUser.access.admin);
    return this.suspensions.reinstateUser(actor, uuidParam(req.params, 'id', MEMBER_NOT_FOUND));
  }
}
