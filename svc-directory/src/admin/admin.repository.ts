import { Injectable } from '@nestjs/common';
import type { AdminAppointmentRow, AdminBusinessRow, CursorKey } from '@pawpals/contracts';
import { containsPattern, cursorTimestampSql, returnedRows, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { fullName } from '../businesses/business-sql';

const ADMIN_ROW = `b.id, b.name, b.city, b.category, b.price_range AS "priceRange",
  CASE WHEN b.is_premium THEN 1 ELSE 0 END AS "isPremium", u.email AS "ownerEmail"`;

/** The admin panel's views of the directory: SQL only. */
@Injectable()
export class AdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of businesses with their owner's email, by name (keyset on lower(name), id), optionally those
   * whose name, city or owner's email holds `q` in any case. The three are looked up apart, each through its
   * own trigram index (1700000000845-admin-list-paging), and united: one OR across them made Postgres walk
   * the name index and test every business (11.7 s at a million; bench/lists/findings.md).
   * `after` is the previous page's last row's sort keys; `limit` rows at most.
   */
  listBusinesses(filter: { q?: string }, after: CursorKey[] | undefined, limit: number): Promise<(AdminBusinessRow & { nameKey: string })[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    let matching = '';
    if (filter.q) {
      const pattern = param(containsPattern(filter.q));
      matching = `JOIN (
          SELECT id FROM businesses WHERE lower(name) LIKE ${pattern}
          UNION SELECT id FROM businesses WHERE lower(city) LIKE ${pattern}
          UNION SELECT o.id FROM businesses o JOIN user_profiles p ON p.user_id = o.owner_id WHERE lower(p.email) LIKE ${pattern}
        ) m ON m.id = b.id`;
    }
    const keyset = after ? `WHERE (lower(b.name), b.id) > (${param(after[0])}, ${param(after[1])}::uuid)` : '';
    return this.dataSource.query(
      `SELECT ${ADMIN_ROW}, lower(b.name) AS "nameKey" FROM businesses b ${matching} LEFT JOIN user_profiles u ON u.user_id = b.owner_id
        ${keyset}
        ORDER BY lower(b.name), b.id LIMIT ${param(limit)}`,
      params,
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

  /**
   * One page of appointments with business name and the user's name and email, latest date first (keyset on
   * appointment_date descending, id ascending), after `after` (the previous page's last row's sort keys).
   */
  async listAppointments(after: CursorKey[] | undefined, limit: number): Promise<(AdminAppointmentRow & { dateKey: string })[]> {
    const rows: (AdminAppointmentRow & { dateKey: string })[] = await this.dataSource.query(
      `SELECT a.id, b.name AS "businessName", coalesce(${fullName('u')}, 'Unknown user') AS "userName",
         coalesce(u.email, '') AS "userEmail", a.status, a.appointment_date AS "appointmentDate",
         a.pet_name AS "petName", a.reason, ${cursorTimestampSql('a.appointment_date')} AS "dateKey"
       FROM appointments a JOIN businesses b ON b.id = a.business_id LEFT JOIN user_profiles u ON u.user_id = a.user_id
       ${after ? 'WHERE a.appointment_date < $2::timestamptz OR (a.appointment_date = $2::timestamptz AND a.id > $3::uuid)' : ''}
       ORDER BY a.appointment_date DESC, a.id LIMIT $1`,
      after ? [limit, ...after] : [limit],
    );
    return rows.map((r) => withIsoTimes(r, 'appointmentDate'));
  }
}
