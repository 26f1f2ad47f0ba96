import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type AppointmentSlot, type BusinessDetail, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { HoursService } from './hours.service';

@Controller()
export class HoursController {
  constructor(private readonly hours: HoursService) {}

  @MessagePattern(SUBJECTS.directory.setBusinessHours)
  setBusinessHours(@Payload() req: ContractRequest<'setBusinessHours'>): Promise<BusinessDetail> {
    return this.hours.setBusinessHours(requireActor(req).userId, req.body);
  }

  @MessagePattern(SUBJECTS.directory.setBookingSettings)
  setBookingSettings(@Payload() req: ContractRequest<'setBookingSettings'>): Promise<BusinessDetail> {
    return this.hours.setBookingSettings(requireActor(req).userId, req.body);
  }

  @MessagePattern(SUBJECTS.directory.listAvailableSlots)
  listAvailableSlots(@Payload() req: ContractRequest<'listAvailableSlots'>): Promise<AppointmentSlot[]> {
    return this.hours.listAvailableSlots(uuidParam(req.params, 'id', 'Business not found'), req.query);
  }
}
