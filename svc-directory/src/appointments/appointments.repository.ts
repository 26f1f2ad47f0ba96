import { Injectable } from '@nestjs/common';
import type { Appointment, AppointmentCanceller, AppointmentStatus } from '@pawpals/contracts';
import { withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName } from '../businesses/business-sql';

const BASE_COLUMNS = `a.id, a.business_id AS "businessId", a.appointment_date AS "appointmentDate", a.status,
  a.pet_name AS "petName", a.reason, a.notes, a.preferred_times AS "preferredTimes"`;
const WITH_BUSINESS = `json_build_object('id', b.id, 'name', b.name, 'city', b.city, 'state', b.state, 'phone', b.phone) AS business`;
const WITH_USER = `json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) AS "user"`;

const toAppointment = (row: Appointment): Appointment => withIsoTimes(row, 'appointmentDate');

export type NewAppointment = Pick<Appointment, 'businessId' | 'appointmentDate' | 'petName' | 'reason' | 'notes' | 'preferredTimes'> & {
  userId: string;
  /** The slot it holds, when the clinic books by slots; null for a free-date request. */
  slotStart: string | null;
};

/** An appointment locked for a status change, with what its event names. */
export interface LockedAppointment {
  status: AppointmentStatus;
  userId: string;
  appointmentDate: Date | string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
}

/** The appointments table: SQL only. */
@Injectable()
export class AppointmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, a: NewAppointment): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO appointments (business_id, user_id, appointment_date, pet_name, reason, notes, slot_start, preferred_times)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [a.businessId, a.userId, a.appointmentDate, a.petName, a.reason, a.notes, a.slotStart, JSON.stringify(a.preferredTimes)],
    );
    return id;
  }

  /** Whether a pending or confirmed appointment holds the slot (a friendly early answer; the unique index decides). */
  async slotHeld(manager: EntityManager, businessId: string, slotStart: string): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT 1 FROM appointments WHERE business_id = $1 AND slot_start = $2 AND status IN ('pending', 'confirmed')`,
      [businessId, slotStart],
    );
    return Boolean(row);
  }

  /** Holds until the transaction ends: one member's requests to one clinic are decided one at a time. */
  async lockMemberAtClinic(manager: EntityManager, userId: string, businessId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('directory.appointment_request'), hashtext($1::text || '/' || $2::text))`, [userId, businessId]);
  }

  /** A member's pending requests to a clinic dated `from` or later. */
  async openRequestsOf(manager: EntityManager, userId: string, businessId: string, from: string): Promise<number> {
    const [{ open }] = await manager.query(
      `SELECT count(*)::int AS open FROM appointments WHERE user_id = $1 AND business_id = $2 AND status = 'pending' AND appointment_date >= $3`,
      [userId, businessId, from],
    );
    return open;
  }

  /** "First Last" of a user from the projection, or null. */
  async nameOf(manager: EntityManager, userId: string): Promise<string | null> {
    const [profile] = await manager.query(`SELECT ${fullName('u')} AS name FROM user_profiles u WHERE u.user_id = $1`, [userId]);
    return profile?.name ?? null;
  }

  /** A user's requests with business {id, name, city, state, phone}, latest date first. */
  async ofUser(userId: string): Promise<Appointment[]> {
    const rows = await this.dataSource.query(
      `SELECT ${BASE_COLUMNS}, ${WITH_BUSINESS} FROM appointments a JOIN businesses b ON b.id = a.business_id
       WHERE a.user_id = $1 ORDER BY a.appointment_date DESC, a.id`,
      [userId],
    );
    return rows.map(toAppointment);
  }

  /** Requests to the businesses of an owner with user {firstName, lastName, email}, latest date first. */
  async ofOwner(ownerId: string): Promise<Appointment[]> {
    const rows = await this.dataSource.query(
      `SELECT ${BASE_COLUMNS}, ${WITH_USER} FROM appointments a JOIN businesses b ON b.id = a.business_id
       LEFT JOIN user_profiles u ON u.user_id = a.user_id
       WHERE b.owner_id = $1 ORDER BY a.appointment_date DESC, a.id`,
      [ownerId],
    );
    return rows.map(toAppointment);
  }

  async lockForStatusChange(manager: EntityManager, id: string): Promise<LockedAppointment | undefined> {
    const [row] = await manager.query(
      `SELECT a.status, a.user_id AS "userId", a.appointment_date AS "appointmentDate", b.id AS "businessId",
         b.name AS "businessName", b.owner_id AS "ownerId"
       FROM appointments a JOIN businesses b ON b.id = a.business_id WHERE a.id = $1 FOR UPDATE OF a`,
      [id],
    );
    return row;
  }

  async setStatus(manager: EntityManager, id: string, status: AppointmentStatus, cancelledBy: AppointmentCanceller | null): Promise<void> {
    await manager.query('UPDATE appointments SET status = $2, cancelled_by = $3, updated_at = now() WHERE id = $1', [id, status, cancelledBy]);
  }

  /** One appointment as its requester sees it (with the business) or as the owner sees it (with the user). */
  async findById(manager: EntityManager, id: string, view: 'requester' | 'owner'): Promise<Appointment> {
    const [row] = await manager.query(
      `SELECT ${BASE_COLUMNS}, ${view === 'owner' ? WITH_USER : WITH_BUSINESS} FROM appointments a JOIN businesses b ON b.id = a.business_id
       LEFT JOIN user_profiles u ON u.user_id = a.user_id WHERE a.id = $1`,
      [id],
    );
    return toAppointment(row);
  }
}
