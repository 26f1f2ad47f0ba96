import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  actorFullName,
  appointmentInputSchema,
  appointmentStatusSchema,
  APPOINTMENT_TRANSITIONS,
  conflict,
  EVENTS,
  forbidden,
  invalid,
  notFound,
  SUBJECTS,
  type Appointment,
  type AppointmentStatus,
  type RpcRequest,
} from '@pawpals/contracts';
import { parseOr400, requireActor, UnitOfWork } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName, idParam } from '../common/sql';
import { BusinessesService } from '../businesses/businesses.service';

const APPOINTMENT_NOT_FOUND = 'Appointment not found';
const BASE_COLUMNS = `a.id, a.business_id AS "businessId", a.appointment_date AS "appointmentDate", a.status,
  a.pet_name AS "petName", a.reason, a.notes`;
const WITH_BUSINESS = `json_build_object('id', b.id, 'name', b.name, 'city', b.city, 'state', b.state, 'phone', b.phone) AS business`;
const WITH_USER = `json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) AS "user"`;

const toAppointment = (row: Appointment & { appointmentDate: Date | string }): Appointment => ({
  ...row,
  appointmentDate: new Date(row.appointmentDate).toISOString(),
});

/** Today's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Vet appointment requests. Only veterinarian businesses take them; the date may not be before
 * today, compared by calendar day in UTC; a request starts `pending`. Only the business owner moves
 * it, and only along APPOINTMENT_TRANSITIONS (pending→confirmed|cancelled, confirmed→completed).
 */
@Controller()
export class AppointmentsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly businesses: BusinessesService,
  ) {}

  @MessagePattern(SUBJECTS.directory.requestAppointment)
  async request(@Payload() req: RpcRequest): Promise<Appointment> {
    const { userId } = requireActor(req);
    const input = parseOr400(appointmentInputSchema, req.body);
    const date = new Date(input.appointmentDate);
    if (utcDay(date) < utcDay(new Date())) throw invalid('Appointment date cannot be earlier than today');
    return this.uow.run(async (manager, events) => {
      const business = await this.businesses.lockForChange(manager, input.businessId.toLowerCase());
      if (business.category !== 'veterinarian') throw invalid('Appointments can only be requested from veterinarian businesses');
      const [{ id }] = await manager.query(
        `INSERT INTO appointments (business_id, user_id, appointment_date, pet_name, reason, notes)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [business.id, userId, date.toISOString(), input.petName ?? null, input.reason ?? null, input.notes ?? null],
      );
      const [profile] = await manager.query(`SELECT ${fullName('u')} AS name FROM user_profiles u WHERE u.user_id = $1`, [userId]);
      const appointment = await this.one(manager, id);
      events.emit(EVENTS.appointmentRequested, {
        appointmentId: id,
        businessId: business.id,
        businessName: business.name,
        ownerId: business.ownerId,
        userId,
        userName: actorFullName(req.actor) ?? profile?.name ?? null,
        appointmentDate: appointment.appointmentDate,
        petName: appointment.petName,
        reason: appointment.reason,
      });
      return appointment;
    });
  }

  /** GET /api/appointments: the caller's requests with business {id, name, city, state, phone}. */
  @MessagePattern(SUBJECTS.directory.listMyAppointments)
  async mine(@Payload() req: RpcRequest): Promise<Appointment[]> {
    const { userId } = requireActor(req);
    const rows = await this.dataSource.query(
      `SELECT ${BASE_COLUMNS}, ${WITH_BUSINESS} FROM appointments a JOIN businesses b ON b.id = a.business_id
       WHERE a.user_id = $1 ORDER BY a.appointment_date DESC, a.id`,
      [userId],
    );
    return rows.map(toAppointment);
  }

  /** GET /api/business/appointments: requests to the caller's business with user {firstName, lastName, email}. */
  @MessagePattern(SUBJECTS.directory.listBusinessAppointments)
  async ofMyBusiness(@Payload() req: RpcRequest): Promise<Appointment[]> {
    const { userId } = requireActor(req);
    const rows = await this.dataSource.query(
      `SELECT ${BASE_COLUMNS}, ${WITH_USER} FROM appointments a JOIN businesses b ON b.id = a.business_id
       LEFT JOIN user_profiles u ON u.user_id = a.user_id
       WHERE b.owner_id = $1 ORDER BY a.appointment_date DESC, a.id`,
      [userId],
    );
    return rows.map(toAppointment);
  }

  /** PATCH /api/appointments/:id/status with {status}; answers the owner's view of the appointment. */
  @MessagePattern(SUBJECTS.directory.setAppointmentStatus)
  async setStatus(@Payload() req: RpcRequest): Promise<Appointment> {
    const { userId } = requireActor(req);
    const id = idParam(req, 'id', APPOINTMENT_NOT_FOUND);
    const { status } = parseOr400(appointmentStatusSchema, req.body);
    return this.uow.run(async (manager, events) => {
      const [row] = await manager.query(
        `SELECT a.status, a.user_id, a.appointment_date, b.id AS business_id, b.name, b.owner_id
         FROM appointments a JOIN businesses b ON b.id = a.business_id WHERE a.id = $1 FOR UPDATE OF a`,
        [id],
      );
      if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
      if (row.owner_id !== userId) throw forbidden('Only the business owner can change the status of this appointment');
      const from = row.status as AppointmentStatus;
      if (!APPOINTMENT_TRANSITIONS[from].includes(status)) {
        throw conflict(
          APPOINTMENT_TRANSITIONS[from].length
            ? `An appointment that is ${from} can only become ${APPOINTMENT_TRANSITIONS[from].join(' or ')}`
            : `An appointment that is ${from} can no longer change`,
        );
      }
      await manager.query('UPDATE appointments SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
      events.emit(EVENTS.appointmentStatusChanged, {
        appointmentId: id,
        businessId: row.business_id,
        businessName: row.name,
        ownerId: row.owner_id,
        userId: row.user_id,
        from,
        to: status,
        appointmentDate: new Date(row.appointment_date).toISOString(),
      });
      return this.one(manager, id, true);
    });
  }

  private async one(manager: EntityManager, id: string, ownerView = false): Promise<Appointment> {
    const [row] = await manager.query(
      `SELECT ${BASE_COLUMNS}, ${ownerView ? WITH_USER : WITH_BUSINESS} FROM appointments a JOIN businesses b ON b.id = a.business_id
       LEFT JOIN user_profiles u ON u.user_id = a.user_id WHERE a.id = $1`,
      [id],
    );
    return toAppointment(row);
  }
}
