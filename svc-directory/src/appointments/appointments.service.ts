import { Injectable } from '@nestjs/common';
import {
  actorFullName,
  APPOINTMENT_TRANSITIONS,
  conflict,
  EVENTS,
  forbidden,
  invalid,
  notFound,
  type Actor,
  type Appointment,
  type ParsedBodyOf,
} from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { BusinessesService } from '../businesses/businesses.service';
import { AppointmentsRepository } from './appointments.repository';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

/** Today's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Vet appointment requests. Only veterinarian businesses take them; the date may not be before
 * today, compared by calendar day in UTC; a request starts `pending`. Only the business owner moves
 * it, and only along APPOINTMENT_TRANSITIONS (pending→confirmed|cancelled, confirmed→completed).
 */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
  ) {}

  async requestAppointment(actor: Actor, input: ParsedBodyOf<'requestAppointment'>): Promise<Appointment> {
    const { userId } = actor;
    const date = new Date(input.appointmentDate);
    if (utcDay(date) < utcDay(new Date())) throw invalid('Appointment date cannot be earlier than today');
    return this.uow.run(async (manager, events) => {
      const business = await this.businesses.lockForChange(manager, input.businessId.toLowerCase());
      if (business.category !== 'veterinarian') throw invalid('Appointments can only be requested from veterinarian businesses');
      const id = await this.appointments.insert(manager, {
        businessId: business.id,
        userId,
        appointmentDate: date.toISOString(),
        petName: input.petName ?? null,
        reason: input.reason ?? null,
        notes: input.notes ?? null,
      });
      const profileName = await this.appointments.nameOf(manager, userId);
      const appointment = await this.appointments.findById(manager, id, 'requester');
      events.emit(EVENTS.appointmentRequested, {
        appointmentId: id,
        businessId: business.id,
        businessName: business.name,
        ownerId: business.ownerId,
        userId,
        userName: actorFullName(actor) ?? profileName,
        appointmentDate: appointment.appointmentDate,
        petName: appointment.petName,
        reason: appointment.reason,
      });
      return appointment;
    });
  }

  /** The caller's requests with business {id, name, city, state, phone}. */
  listMyAppointments(userId: string): Promise<Appointment[]> {
    return this.appointments.ofUser(userId);
  }

  /** Requests to the caller's business with user {firstName, lastName, email}. */
  listBusinessAppointments(userId: string): Promise<Appointment[]> {
    return this.appointments.ofOwner(userId);
  }

  /** The owner moves a request along APPOINTMENT_TRANSITIONS; answers the owner's view of it. */
  async setAppointmentStatus(userId: string, id: string, { status }: ParsedBodyOf<'setAppointmentStatus'>): Promise<Appointment> {
    return this.uow.run(async (manager, events) => {
      const row = await this.appointments.lockForStatusChange(manager, id);
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
      if (row.ownerId !== userId) {
        // Only the customer who asked knows of it; to anyone else it answers like a missing one.
        if (row.userId !== userId) throw notFound(APPOINTMENT_NOT_FOUND);
        throw forbidden('Only the business owner can change the status of this appointment');
      }
      const from = row.status;
      if (!APPOINTMENT_TRANSITIONS[from].includes(status)) {
        throw conflict(
          APPOINTMENT_TRANSITIONS[from].length
            ? `An appointment that is ${from} can only become ${APPOINTMENT_TRANSITIONS[from].join(' or ')}`
            : `An appointment that is ${from} can no longer change`,
        );
      }
      await this.appointments.setStatus(manager, id, status);
      events.emit(EVENTS.appointmentStatusChanged, {
        appointmentId: id,
        businessId: row.businessId,
        businessName: row.businessName,
        ownerId: row.ownerId,
        userId: row.userId,
        from,
        to: status,
        appointmentDate: new Date(row.appointmentDate).toISOString(),
      });
      return this.appointments.findById(manager, id, 'owner');
    });
  }
}
