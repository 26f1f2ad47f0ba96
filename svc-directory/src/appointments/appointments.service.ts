import { Injectable } from '@nestjs/common';
import {
  actorFullName,
  APPOINTMENT_TRANSITIONS,
  conflict,
  EVENTS,
  forbidden,
  invalid,
  LIMITS,
  notFound,
  type Actor,
  type Appointment,
  type AppointmentStatus,
  type ParsedBodyOf,
  VISITOR_CANCELLABLE_STATUSES,
} from '@pawpals/contracts';
import { isUniqueViolation, UnitOfWork } from '@pawpals/nest-common';
import { BusinessesService } from '../businesses/businesses.service';
import { HoursService } from '../hours/hours.service';
import { AppointmentsRepository, type LockedAppointment } from './appointments.repository';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const SLOT_TAKEN = 'Someone has just booked that time. Please pick another free slot.';
export const TOO_MANY_OPEN_REQUESTS = `You already have ${LIMITS.openAppointmentRequestsPerClinic} requests waiting for this clinic's answer. Cancel one, or wait for the clinic to reply, before asking for another.`;

/** Today's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Vet appointment requests. Only veterinarian businesses take them; the date may not be before
 * today, compared by calendar day in UTC; a request starts `pending`. Only the business owner moves
 * it, and only along APPOINTMENT_TRANSITIONS (pending→confirmed|cancelled, confirmed→completed).
 *
 * A clinic without slots may be sent up to three preferred windows (date + morning/afternoon/evening)
 * with the request; appointmentDate is then the start of the first, and a slot clinic refuses them.
 *
 * A clinic that books by slots (HoursService) takes a request only at the start of one of its open
 * slots; the unique index appointments_one_holder_per_slot makes sure one pending or confirmed
 * appointment holds a slot, whatever the timing. The visitor may cancel their own pending or
 * confirmed appointment; declined (cancelled by the business) and cancelled ones free the slot.
 *
 * A member may have at most LIMITS.openAppointmentRequestsPerClinic pending requests for today or later
 * with one clinic, so nobody can hold every free slot of a clinic with requests it never answered.
 */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
    private readonly hours: HoursService,
  ) {}

  async requestAppointment(actor: Actor, input: ParsedBodyOf<'requestAppointment'>): Promise<Appointment> {
    try {
      return await this.insertRequest(actor, input);
    } catch (err) {
      if (isUniqueViolation(err, 'appointments_one_holder_per_slot')) throw conflict(SLOT_TAKEN);
      throw err;
    }
  }

  private async insertRequest(actor: Actor, input: ParsedBodyOf<'requestAppointment'>): Promise<Appointment> {
    const { userId } = actor;
    const date = new Date(input.appointmentDate);
    if (utcDay(date) < utcDay(new Date())) throw invalid('Appointment date cannot be earlier than today');
    return this.uow.run(async (manager, events) => {
      // Not locked: concurrent bookings of one clinic run side by side and the slot index settles them.
      const business = await this.businesses.findForBooking(manager, input.businessId.toLowerCase());
      if (business.category !== 'veterinarian') throw invalid('Appointments can only be requested from veterinarian businesses');
      // Counted under a lock of this member and clinic, so simultaneous requests cannot all pass the cap.
      await this.appointments.lockMemberAtClinic(manager, userId, business.id);
      const open = await this.appointments.openRequestsOf(manager, userId, business.id, `${utcDay(new Date())}T00:00:00.000Z`);
      if (open >= LIMITS.openAppointmentRequestsPerClinic) throw conflict(TOO_MANY_OPEN_REQUESTS);
      const slotStart = await this.hours.slotFor(manager, business.id, date);
      const preferredTimes = input.preferredTimes ?? [];
      // Preferences stand in for a time only where there are no slots to choose from.
      if (slotStart && preferredTimes.length) throw invalid('This clinic books by slots: pick one of its free times instead of preferred times');
      // Plain calendar days of the visitor's zone: today somewhere on earth is at most 14 hours behind UTC's.
      if (preferredTimes.some((p) => p.date < utcDay(new Date(Date.now() - 14 * 3600_000)))) throw invalid('Preferred dates cannot be earlier than today');
      if (slotStart && (await this.appointments.slotHeld(manager, business.id, slotStart))) throw conflict(SLOT_TAKEN);
      const id = await this.appointments.insert(manager, {
        businessId: business.id,
        userId,
        slotStart,
        appointmentDate: date.toISOString(),
        petName: input.petName ?? null,
        reason: input.reason ?? null,
        notes: input.notes ?? null,
        preferredTimes,
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
      await this.appointments.setStatus(manager, id, status, status === 'cancelled' ? 'business' : null);
      events.emit(EVENTS.appointmentStatusChanged, {
        ...statusChangeOf(id, row, status),
        ...(status === 'cancelled' ? { cancelledBy: 'business' as const } : {}),
      });
      return this.appointments.findById(manager, id, 'owner');
    });
  }

  /** The visitor cancels their own pending or confirmed appointment; the clinic is told. Answers the visitor's view. */
  async cancelAppointment(actor: Actor, id: string): Promise<Appointment> {
    return this.uow.run(async (manager, events) => {
      const row = await this.appointments.lockForStatusChange(manager, id);
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
      if (row.userId !== actor.userId) {
        // Like a status change: to anyone but its two sides it answers like a missing one.
        if (row.ownerId !== actor.userId) throw notFound(APPOINTMENT_NOT_FOUND);
        throw forbidden('Only the person who asked for this appointment can cancel it; decline it instead');
      }
      if (!VISITOR_CANCELLABLE_STATUSES.includes(row.status)) throw conflict(`An appointment that is ${row.status} can no longer be cancelled`);
      await this.appointments.setStatus(manager, id, 'cancelled', 'visitor');
      events.emit(EVENTS.appointmentStatusChanged, {
        ...statusChangeOf(id, row, 'cancelled'),
        cancelledBy: 'visitor',
        userName: actorFullName(actor) ?? (await this.appointments.nameOf(manager, row.userId)),
      });
      return this.appointments.findById(manager, id, 'requester');
    });
  }
}

/** What every appointment_status_changed event says of the appointment and its move. */
function statusChangeOf(appointmentId: string, row: LockedAppointment, to: AppointmentStatus) {
  return {
    appointmentId,
    businessId: row.businessId,
    businessName: row.businessName,
    ownerId: row.ownerId,
    userId: row.userId,
    from: row.status,
    to,
    appointmentDate: new Date(row.appointmentDate).toISOString(),
  };
}
