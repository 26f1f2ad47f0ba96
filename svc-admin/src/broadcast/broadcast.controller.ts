import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { BroadcastService } from './broadcast.service';

@Controller()
export class BroadcastController {
  constructor(private readonly broadcast: BroadcastService) {}

  @MessagePattern(SUBJECTS.admin.sendBulkNotification)
  sendBulkNotification(@Payload() req: ContractRequest<'sendBulkNotification'>) {
    return this.broadcast.sendBulkNotification(requireAdmin(req), req.body);
  }
}
