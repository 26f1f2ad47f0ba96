import { Injectable } from '@nestjs/common';
import { clockOfMinutes, minutesOfClock, type AppointmentSlot, type Business, type BusinessHours } from '@pawpals/contracts';
import { authorNotSuspended, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { BUSINESS_COLUMNS } from '../businesses/business-sql';
import { openNowOf, refreshOpenWeekOf, ZONE_CLOCKS } from './open-now-sql';

/** What a business's hours, zone and slot settings are stored as. */
export interface HoursRow {
  id: string;
  category: string;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  slotMinutes: number | null;
  bookingEnabled: boolean;
}

const HOURS_COLUMNS = `b.id, b.category, b.state, b.latitude, b.longitude, b.time_zone AS "timeZone",
  b.booking_slot_minutes AS "slotMinutes", b.booking_enabled AS "bookingEnabled"`;

/** Opening hours, closures, time zone and slot settings of businesses: SQL only. */
@Injectable()
export class HoursRepository {
  constructor(private readonly dataSource: DataSource) {}

  async settingsOf(id: string, manager: EntityManager = this.dataSource.manager, listedOnly = true): Promise<HoursRow | undefined> {
    const listed = listedOnly ? ` AND b.unlisted_at IS NULL AND ${authorNotSuspended('b.owner_id')}` : '';
    const [row] = await manager.query(`SELECT ${HOURS_COLUMNS} FROM businesses b WHERE b.id = $1${listed}`, [id]);
    return row;
  }

  /** The business as answers show it, listed or not, inside the transaction that locked it. */
  async businessOf(manager: EntityManager, id: string): Promise<Business> {
    const [business] = await manager.query(`SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.id = $1`, [id]);
    return business;
  }

  /** Locks the owner's business for a change of its hours or slot settings. */
  async lockOfOwner(manager: EntityManager, ownerId: string): Promise<HoursRow | undefined> {
    const [row] = await manager.query(`SELECT ${HOURS_COLUMNS} FROM businesses b WHERE b.owner_id = $1 FOR UPDATE`, [ownerId]);
    return row;
  }

  async hoursOf(id: string, manager: EntityManager = this.dataSource.manager): Promise<BusinessHours> {
    const weekly: { day: number; open: number; close: number }[] = await manager.query(
      'SELECT day, open_minute AS open, close_minute AS close FROM business_hours WHERE business_id = $1 ORDER BY day, open_minute',
      [id],
    );
    const closures: { date: string; note: string | null }[] = await manager.query(
      `SELECT to_char(closed_on, 'YYYY-MM-DD') AS date, note FROM business_closures WHERE business_id = $1 ORDER BY closed_on`,
      [id],
    );
    return { weekly: weekly.map((r) => ({ day: r.day, open: clockOfMinutes(r.open), close: clockOfMinutes(r.close) })), closures };
  }

  async isOpenNow(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [row] = await manager.query(`WITH ${ZONE_CLOCKS} SELECT ${openNowOf('b')} AS open FROM businesses b WHERE b.id = $1`, [id]);
    return Boolean(row?.open);
  }

  /** Whether Postgres knows the zone (its tz database may lag the runtime's by a release). */
  async knowsZone(zone: string): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT now() AT TIME ZONE $1', [zone]);
      return true;
    } catch {
      return false;
    }
  }

  /** Replaces the weekly ranges and closures and records the zone they are in. */
  async replaceHours(manager: EntityManager, id: string, zone: string, hours: BusinessHours): Promise<void> {
    await manager.query('DELETE FROM business_hours WHERE business_id = $1', [id]);
    await manager.query('DELETE FROM business_closures WHERE business_id = $1', [id]);
    if (hours.weekly.length) {
      await manager.query(
        `INSERT INTO business_hours (business_id, time_zone, day, open_minute, close_minute)
         SELECT $1, $2, * FROM unnest($3::smallint[], $4::smallint[], $5::smallint[])`,
        [id, zone, hours.weekly.map((r) => r.day), hours.weekly.map((r) => minutesOfClock(r.open)), hours.weekly.map((r) => minutesOfClock(r.close))],
      );
    }
    if (hours.closures.length) {
      await manager.query(
        'INSERT INTO business_closures (business_id, closed_on, note) SELECT $1, * FROM unnest($2::date[], $3::text[])',
        [id, hours.closures.map((c) => c.date), hours.closures.map((c) => c.note ?? null)],
      );
    }
    await manager.query('INSERT INTO hours_zones (time_zone) VALUES ($1) ON CONFLICT DO NOTHING', [zone]);
    await manager.query('UPDATE businesses SET time_zone = $2, updated_at = now() WHERE id = $1', [id, zone]);
    await manager.query(refreshOpenWeekOf('$1::uuid[]'), [[id]]);
  }

  async setBooking(manager: EntityManager, id: string, slotMinutes: number, enabled: boolean): Promise<void> {
    await manager.query('UPDATE businesses SET booking_slot_minutes = $2, booking_enabled = $3, updated_at = now() WHERE id = $1', [
      id,
      slotMinutes,
      enabled,
    ]);
  }

  /** Today's date in a zone, as YYYY-MM-DD. */
  async todayIn(zone: string): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS day`, [zone]);
    return row.day;
  }

  /** The local calendar date, in the business's zone, of an instant. */
  async localDateOf(manager: EntityManager, zone: string, instant: string): Promise<string> {
    const [row] = await manager.query(`SELECT to_char($2::timestamptz AT TIME ZONE $1, 'YYYY-MM-DD') AS day`, [zone, instant]);
    return row.day;
  }

  /**
   * The slots of `days` local days from `from`: each opening range cut into `slotMinutes` pieces that
   * fit in it, on days that are not closures, later than now. Local wall times become instants with
   * the business's zone, so a day across a DST change keeps its local hours. `freeOnly` also drops
   * the slots a pending or confirmed appointment holds.
   */
  async slots(
    manager: EntityManager | undefined,
    businessId: string,
    from: string,
    days: number,
    slotMinutes: number,
    freeOnly: boolean,
  ): Promise<AppointmentSlot[]> {
    const rows = await (manager ?? this.dataSource.manager).query(
      `SELECT s.start, s.start + make_interval(mins => $4::int) AS "end"
       FROM generate_series($2::date::timestamp, ($2::date + ($3::int - 1))::timestamp, interval '1 day') AS d(day)
       JOIN business_hours h ON h.business_id = $1 AND h.day = extract(dow FROM d.day)
       CROSS JOIN LATERAL generate_series(h.open_minute::int, h.close_minute::int - $4::int, $4::int) AS m(minute)
       CROSS JOIN LATERAL (SELECT (d.day + make_interval(mins => m.minute)) AT TIME ZONE h.time_zone AS start) s
       WHERE NOT EXISTS (SELECT 1 FROM business_closures c WHERE c.business_id = $1 AND c.closed_on = d.day::date)
         AND s.start > now()
         AND (NOT $5::boolean OR NOT EXISTS (
           SELECT 1 FROM appointments a WHERE a.business_id = $1 AND a.slot_start = s.start AND a.status IN ('pending', 'confirmed')))
       ORDER BY s.start`,
      [businessId, from, days, slotMinutes, freeOnly],
    );
    return rows.map((r: AppointmentSlot) => withIsoTimes(r, 'start', 'end'));
  }
}
