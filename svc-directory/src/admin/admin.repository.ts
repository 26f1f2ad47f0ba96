import { Injectable } from '@nestjs/common';
import type { AdminAppointmentRow, AdminBusinessRow } from '@pawpals/contracts';
import { returnedRows, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName } from '../businesses/business-sql';

const ADMIN_ROW = `b.id, b.name, b.city, b.category, b.price_range AS "priceRange",
  CASE WHEN b.is_premium THEN 1 ELSE 0 END AS "isPremium", u.email AS "ownerEmail"`;

/** The admin panel's views of the directory: SQL only. */
@Injectable()
export class AdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every business with its owner's email, by name. */
  listBusinesses(): Promise<AdminBusinessRow[]> {
    return this.dataSource.query(
      `SELECT ${ADMIN_ROW} FROM businesses b LEFT JOIN user_profiles u ON u.user_id = b.owner_id ORDER BY lower(b.name), b.id`,
    );
  }

  async findBusinessRow(manager: EntityManager, id: string): Promise<AdminBusinessRow | undefined> {
    const [row] = await manager.query(
      `SELECT ${ADMIN_ROW} FROM businesses b LEFT JOIN user_profiles u ON u.user_id = b.owner_id WHERE b.id = $1`,
      [id],
    );
    return row;
  }

  /** Sets the premium flag; answers the business's owner, or undefined when there is no such business. */
  async setPremium(manager: EntityManager, id: string, isPremium: boolean): Promise<{ ownerId: string | null } | undefined> {
    const [row] = returnedRows<{ ownerId: string | null }>(
      await manager.query('UPDATE businesses SET is_premium = $2, updated_at = now() WHERE id = $1 RETURNING owner_id AS "ownerId"', [
        id,
        isPremium,
      ]),
    );
    return row;
  }

  /** Every appointment with business name and the user's name and email, latest date first. */
  async listAppointments(): Promise<AdminAppointmentRow[]> {
    const rows: AdminAppointmentRow[] = await this.dataSource.query(
      `SELECT a.id, b.name AS "businessName", coalesce(${fullName('u')}, 'Unknown user') AS "userName",
         coalesce(u.email, '') AS "userEmail", a.status, a.appointment_date AS "appointmentDate",
         a.pet_name AS "petName", a.reason
       FROM appointments a JOIN businesses b ON b.id = a.business_id LEFT JOIN user_profiles u ON u.user_id = a.user_id
       ORDER BY a.appointment_date DESC, a.id`,
    );
    return rows.map((r) => withIsoTimes(r, 'appointmentDate'));
  }
}
