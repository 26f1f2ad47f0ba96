import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { AlertAreasService } from './alert-areas.service';

/** The signed-in member's own alert area, one handler per route. */
@Controller()
export class AlertAreasController {
  constructor(private readonly areas: AlertAreasService) {}

  @MessagePattern(SUBJECTS.notifications.getAlertArea)
  getAlertArea(@Payload() req: ContractRequest<'getAlertArea'>) {
    return this.areas.getAlertArea(requireActor(req));
  }

  @MessagePattern(SUBJECTS.notifications.setAlertArea)
  setAlertArea(@Payload() req: ContractRequest<'setAlertArea'>) {
    return this.areas.setAlertArea(requireActor(req), req.body);
  }

  @MessagePattern(SUBJECTS.notifications.deleteAlertArea)
  deleteAlertArea(@Payload() req: ContractRequest<'deleteAlertArea'>) {
    return this.areas.deleteAlertArea(requireActor(req));
  }
}
