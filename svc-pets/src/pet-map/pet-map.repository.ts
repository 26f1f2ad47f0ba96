import { Injectable } from '@nestjs/common';
import type { MapBox, PetMapQuery, PetPostType, PetSpecies, PlacePrecision } from '@pawpals/contracts';
import { publicCoordinateSql } from '@pawpals/geo';
import { DataSource } from 'typeorm';
import { escapeLike } from '@pawpals/nest-common';
import { PUBLIC } from '../lost-found-pets/lost-found-pets.repository';

/** A post as the map draws it, read with its public pin. */
export interface PetMapPinRow {
  id: string;
  type: PetPostType;
  petName: string | null;
  species: PetSpecies | null;
  breed: string | null;
  color: string | null;
  photoUrl: string | null;
  latitude: number;
  longitude: number;
  locationPrecision: PlacePrecision | null;
  lastSeenLocation: string;
  lastSeenDate: Date | null;
}

/** The posts of one grid cell: their mean public pin, how many (of each type), and the post when it is alone. */
export interface PetMapCellRow {
  latitude: number;
  longitude: number;
  count: number;
  lost: number;
  found: number;
  onlyId: string | null;
}

const PUBLIC_LATITUDE = publicCoordinateSql('p.latitude');
const PUBLIC_LONGITUDE = publicCoordinateSql('p.longitude');

const PIN_COLUMNS = `p.id, p.type, p.pet_name AS "petName", p.species, p.breed, p.color, p.photo_url AS "photoUrl",
  ${PUBLIC_LATITUDE} AS latitude, ${PUBLIC_LONGITUDE} AS longitude, p.location_precision AS "locationPrecision",
  p.last_seen_location AS "lastSeenLocation", p.last_seen_date AS "lastSeenDate"`;


type MapFilter = Pick<PetMapQuery, 'bbox' | 'type' | 'q'>;

/**
 * The public posts with a place inside the box (on their stored pins, which the partial btree on
 * (latitude, longitude) of active approved posts answers), of the type and matching every search word.
 */
function whereOf(filter: MapFilter, param: (value: unknown) => string): string {
  const box: MapBox = filter.bbox;
  const where = [
    PUBLIC,
    'p.latitude IS NOT NULL',
    `p.latitude BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
    `p.longitude BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
  ];
  if (filter.type) where.push(`p.type = ${param(filter.type)}`);
  // As the board searches: each word a substring of the post's lower-cased search_text (its trigram index).
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) where.push(`p.search_text LIKE ${param(`%${escapeLike(word)}%`)}`);
  return where.join(' AND ');
}

/** Table access of the map by bounding box (reads of lost_found_posts, nothing else). */
@Injectable()
export class PetMapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest `limit` posts in the box. */
  listPins(filter: MapFilter, limit: number): Promise<PetMapPinRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    return this.dataSource.query(
      `SELECT ${PIN_COLUMNS} FROM lost_found_posts p WHERE ${whereOf(filter, param)} ORDER BY p.created_at DESC, p.id LIMIT ${param(limit)}`,
      params,
    );
  }

  /** The posts in the box grouped by grid cells of `cellDegrees` aligned to 0°. */
  listCells(filter: MapFilter, cellDegrees: number): Promise<PetMapCellRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const cell = `CAST(${param(cellDegrees)} AS double precision)`;
    return this.dataSource.query(
      `SELECT avg(${PUBLIC_LATITUDE}) AS latitude, avg(${PUBLIC_LONGITUDE}) AS longitude, count(*)::int AS count,
          (count(*) FILTER (WHERE p.type = 'lost'))::int AS lost, (count(*) FILTER (WHERE p.type = 'found'))::int AS found,
          CASE WHEN count(*) = 1 THEN (array_agg(p.id))[1] END AS "onlyId"
        FROM lost_found_posts p WHERE ${whereOf(filter, param)}
        GROUP BY floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`,
      params,
    );
  }

  /** Public posts by id, as the map draws them. */
  listPinsById(ids: string[]): Promise<PetMapPinRow[]> {
    return this.dataSource.query(`SELECT ${PIN_COLUMNS} FROM lost_found_posts p WHERE ${PUBLIC} AND p.id = ANY($1::uuid[])`, [ids]);
  }
}
