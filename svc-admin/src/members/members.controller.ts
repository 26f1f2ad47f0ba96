import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { MembersService } from './members.service';

@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @MessagePattern(SUBJECTS.admin.listMembers)
  listMembers(@Payload() req: ContractRequest<'listMembers'>) {
    requireAdmin(req);
    return this.members.listMembers(req.query);
  }
}
