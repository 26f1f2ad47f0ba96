import { Injectable } from '@nestjs/common';
import { LIMITS, type AlertArea, type Locale, type PetSpecies } from '@pawpals/contracts';
import { boundingBox, milesBetweenSql, type GeoPoint } from '@pawpals/geo';
import { DataSource, type EntityManager } from 'typeorm';

/** A member's alert area as it is written (the table keeps the time). */
export type AlertAreaRow = Omit<AlertArea, 'updatedAt'> & { userId: string };

export interface AreaAlert {
  point: GeoPoint;
  species: PetSpecies | null;
  /** Nobody is alerted about their own post. */
  excludeUserId: string;
  /** The alert's words in each language; each member gets theirs (member_locales). */
  words: Record<Locale, { title: string; message: string }>;
  link: string;
  sourceEventId: string;
}

const COLUMNS = `zip_code AS "zipCode", latitude, longitude, radius_miles AS "radiusMiles", species,
  place_label AS "placeLabel", updated_at AS "updatedAt"`;

/** SQL of alert_areas, and the set-based insert of the alerts they receive. */
@Injectable()
export class AlertAreasRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOf(userId: string): Promise<AlertArea | null> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM alert_areas WHERE user_id = $1`, [userId]);
    return row ? toAlertArea(row) : null;
  }

  async upsert(manager: EntityManager, area: AlertAreaRow): Promise<AlertArea> {
    const [row] = await manager.query(
      `INSERT INTO alert_areas (user_id, zip_code, latitude, longitude, radius_miles, species, place_label, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (user_id) DO UPDATE SET zip_code = $2, latitude = $3, longitude = $4, radius_miles = $5,
         species = $6, place_label = $7, updated_at = now()
       RETURNING ${COLUMNS}`,
      [area.userId, area.zipCode, area.latitude, area.longitude, area.radiusMiles, area.species, area.placeLabel],
    );
    return toAlertArea(row);
  }

  /** Whether the member had an area to delete. */
  async delete(manager: EntityManager, userId: string): Promise<boolean> {
    const [, deleted] = await manager.query('DELETE FROM alert_areas WHERE user_id = $1', [userId]);
    return Number(deleted) > 0;
  }

  /**
   * One INSERT … SELECT for every area containing the point (and wanting this species): no loop over
   * people. The latitude/longitude box of the largest radius uses the index; then each area's own radius.
   * The same event again inserts nothing. Answers who was alerted, with each new notification.
   */
  async insertAlertsForAreasContaining(manager: EntityManager, alert: AreaAlert) {
    const box = boundingBox(alert.point, LIMITS.alertRadiusMilesMax);
    const miles = milesBetweenSql({ lat: 'a.latitude', lng: 'a.longitude' }, { lat: '$1::float8', lng: '$2::float8' });
    return manager.query<{ userId: string; id: string; title: string; message: string; link: string; createdAt: Date }[]>(
      `INSERT INTO notifications (user_id, title, message, link, source_event_id)
       SELECT a.user_id, CASE WHEN l.locale = 'es' THEN $13 ELSE $8 END, CASE WHEN l.locale = 'es' THEN $14 ELSE $9 END, $10, $11
         FROM alert_areas a LEFT JOIN member_locales l ON l.user_id = a.user_id
       WHERE a.latitude BETWEEN $3 AND $4 AND a.longitude BETWEEN $5 AND $6
         AND ${miles} <= a.radius_miles
         AND (cardinality(a.species) = 0 OR a.species @> ARRAY[$7::text])
         AND a.user_id <> $12
       ORDER BY a.user_id
       ON CONFLICT (source_event_id, user_id) DO NOTHING
       RETURNING user_id AS "userId", id, title, message, link, created_at AS "createdAt"`,
      [
        alert.point.latitude,
        alert.point.longitude,
        box.minLat,
        box.maxLat,
        box.minLng,
        box.maxLng,
        alert.species ?? '',
        alert.words.en.title,
        alert.words.en.message,
        alert.link,
        alert.sourceEventId,
        alert.excludeUserId,
        alert.words.es.title,
        alert.words.es.message,
      ],
    );
  }
}

function toAlertArea(row: AlertArea & { updatedAt: Date | string }): AlertArea {
  return {
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusMiles: Number(row.radiusMiles),
    species: row.species,
    placeLabel: row.placeLabel,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
