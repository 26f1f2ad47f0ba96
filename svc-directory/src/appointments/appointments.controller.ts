import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type Appointment, type ContractRequest } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { APPOINTMENT_NOT_FOUND, AppointmentsService } from './appointments.service';

@Controller()
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @MessagePattern(SUBJECTS.directory.requestAppointment)
  requestAppointment(@Payload() req: ContractRequest<'requestAppointment'>): Promise<Appointment> {
    return this.appointments.requestAppointment(requireActor(req), req.body);
  }

  @MessagePattern(SUBJECTS.directory.listMyAppointments)
  listMyAppointments(@Payload() req: ContractRequest<'listMyAppointments'>): Promise<Appointment[]> {
    return this.appointments.listMyAppointments(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.directory.listBusinessAppointments)
  listBusinessAppointments(@Payload() req: ContractRequest<'listBusinessAppointments'>): Promise<Appointment[]> {
    return this.appointments.listBusinessAppointments(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.directory.setAppointmentStatus)
  setAppointmentStatus(@Payload() req: ContractRequest<'setAppointmentStatus'>): Promise<Appointment> {
    const { userId } = requireActor(req);
    return this.appointments.setAppointmentStatus(userId, uuidParam(req.params, 'id', APPOINTMENT_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.directory.cancelAppointment)
  cancelAppointment(@Payload() req: ContractRequest<'cancelAppointment'>): Promise<Appointment> {
    return this.appointments.cancelAppointment(requireActor(req), uuidParam(req.params, 'id', APPOINTMENT_NOT_FOUND));
  }
}
