import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { SystemService } from './system.service';

@Controller()
export class SystemController {
  constructor(private readonly system: SystemService) {}

  @MessagePattern(SUBJECTS.admin.getSystemStatus)
  getSystemStatus(@Payload() req: ContractRequest<'getSystemStatus'>) {
    requireAdmin(req, 'super_admin');
    return this.system.getSystemStatus();
  }

  @MessagePattern(SUBJECTS.admin.listParkedEvents)
  listParkedEvents(@Payload() req: ContractRequest<'listParkedEvents'>) {
    requireAdmin(req, 'super_admin');
    return this.system.listParkedEvents(req.query.limit);
  }

  @MessagePattern(SUBJECTS.admin.retryParkedEvent)
  retryParkedEvent(@Payload() req: ContractRequest<'retryParkedEvent'>) {
    return this.system.retryParkedEvent(requireAdmin(req, 'super_admin'), req.params.id);
  }

  @MessagePattern(SUBJECTS.admin.deleteParkedEvent)
  deleteParkedEvent(@Payload() req: ContractRequest<'deleteParkedEvent'>) {
    return this.system.deleteParkedEvent(requireAdmin(req, 'super_admin'), req.params.id, req.body.reason);
  }
}
