import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin, uuidParam } from '@pawpals/nest-common';
import { TAKEDOWN_NOT_FOUND, TakedownsService } from './takedowns.service';

@Controller()
export class TakedownsController {
  constructor(private readonly takedowns: TakedownsService) {}

  @MessagePattern(SUBJECTS.admin.createTakedown)
  createTakedown(@Payload() req: ContractRequest<'createTakedown'>) {
    return this.takedowns.createTakedown(requireAdmin(req, 'moderator'), req.body);
  }

  @MessagePattern(SUBJECTS.admin.restoreTakedown)
  restoreTakedown(@Payload() req: ContractRequest<'restoreTakedown'>) {
    const moderator = requireAdmin(req, 'moderator');
    return this.takedowns.restoreTakedown(moderator, uuidParam(req.params, 'id', TAKEDOWN_NOT_FOUND));
  }
}
