import { Injectable } from '@nestjs/common';
import type { MapBox, PetMapQuery, PetPostType, PetSpecies, PlacePrecision } from '@pawpals/contracts';
import { publicCoordinateSql } from '@pawpals/geo';
import { DataSource } from 'typeorm';
import { authorNotSuspended, escapeLike } from '@pawpals/nest-common';
import { PUBLIC } from '../lost-found-pets/lost-found-pets.repository';
import { cellLevel } from './map-grid';

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

/** Posts counted together (a grid cell, or one public pin): their mean public pin and how many (of each type). */
export interface PetMapGroupRow {
  latitude: number;
  longitude: number;
  count: number;
  lost: number;
  found: number;
}

/** The posts of one grid cell, and the cell (its column and row) to find the post by when it is alone. */
export interface PetMapCellRow extends PetMapGroupRow {
  cx: number;
  cy: number;
}

const PUBLIC_LATITUDE = publicCoordinateSql('p.latitude');
const PUBLIC_LONGITUDE = publicCoordinateSql('p.longitude');

const PIN_COLUMNS = `p.id, p.type, p.pet_name AS "petName", p.species, p.breed, p.color, p.photo_url AS "photoUrl",
  ${PUBLIC_LATITUDE} AS latitude, ${PUBLIC_LONGITUDE} AS longitude, p.location_precision AS "locationPrecision",
  p.last_seen_location AS "lastSeenLocation", p.last_seen_date AS "lastSeenDate"`;

/** How many of `count` posts are lost and found, from their types. */
const TYPE_COUNTS = `(count(*) FILTER (WHERE p.type = 'lost'))::int AS lost, (count(*) FILTER (WHERE p.type = 'found'))::int AS found`;

/** What pet_map_cells counts (migration 1700000000860): the public posts with a place, but for suspensions, taken out when read. */
const COUNTED = `p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND p.latitude IS NOT NULL`;

type MapFilter = Pick<PetMapQuery, 'bbox' | 'type' | 'q'>;

/** A statement's parameters, and the placeholder of each value added. */
function parameters() {
  const params: unknown[] = [];
  return { params, param: (value: unknown) => (params.push(value), `$${params.length}`) };
}

/** The public posts with a place, of the type and matching every search word. */
function publicWhere(filter: Pick<MapFilter, 'type' | 'q'>, param: (value: unknown) => string): string[] {
  const where = [PUBLIC, 'p.latitude IS NOT NULL'];
  if (filter.type) where.push(`p.type = ${param(filter.type)}`);
  // As the board searches: each word a substring of the post's lower-cased search_text (its trigram index).
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) where.push(`p.search_text LIKE ${param(`%${escapeLike(word)}%`)}`);
  return where;
}

/**
 * Those inside the box (on their stored pins, which the partial btree on (latitude, longitude) of active
 * approved posts answers).
 */
function whereOf(filter: MapFilter, param: (value: unknown) => string): string {
  const box: MapBox = filter.bbox;
  return [
    ...publicWhere(filter, param),
    `p.latitude BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
    `p.longitude BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
  ].join(' AND ');
}

/** Table access of the map by bounding box (reads of lost_found_posts and pet_map_cells, nothing else). */
@Injectable()
export class PetMapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest `limit` posts in the box, but those on the pins of `stacks` (answered as counts). */
  listPins(filter: MapFilter, limit: number, stacks: PetMapGroupRow[]): Promise<PetMapPinRow[]> {
    const { params, param } = parameters();
    const stacked = stacks.length
      ? ` AND (${PUBLIC_LATITUDE}, ${PUBLIC_LONGITUDE}) NOT IN (SELECT * FROM unnest(${param(stacks.map((s) => s.latitude))}::float8[], ${param(stacks.map((s) => s.longitude))}::float8[]))`
      : '';
    return this.dataSource.query(
      `SELECT ${PIN_COLUMNS} FROM lost_found_posts p WHERE ${whereOf(filter, param)}${stacked} ORDER BY p.created_at DESC, p.id LIMIT ${param(limit)}`,
      params,
    );
  }

  /** The public pins in the box shared by at least `atLeast` posts, with their counts: the `limit` most crowded. */
  listStacks(filter: MapFilter, atLeast: number, limit: number): Promise<PetMapGroupRow[]> {
    const { params, param } = parameters();
    return this.dataSource.query(
      `SELECT ${PUBLIC_LATITUDE} AS latitude, ${PUBLIC_LONGITUDE} AS longitude, count(*)::int AS count, ${TYPE_COUNTS}
        FROM lost_found_posts p WHERE ${whereOf(filter, param)}
        GROUP BY 1, 2 HAVING count(*) >= ${param(atLeast)} ORDER BY count(*) DESC, 1, 2 LIMIT ${param(limit)}`,
      params,
    );
  }

  /** The posts in the box grouped by grid cells of `cellDegrees` aligned to 0°, counted as they are read (for a search). */
  listCells(filter: MapFilter, cellDegrees: number): Promise<PetMapCellRow[]> {
    const { params, param } = parameters();
    const cell = `CAST(${param(cellDegrees)} AS double precision)`;
    return this.dataSource.query(
      `SELECT avg(${PUBLIC_LATITUDE}) AS latitude, avg(${PUBLIC_LONGITUDE}) AS longitude, count(*)::int AS count, ${TYPE_COUNTS},
          floor(p.longitude / ${cell})::int AS cx, floor(p.latitude / ${cell})::int AS cy
        FROM lost_found_posts p WHERE ${whereOf(filter, param)}
        GROUP BY floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`,
      params,
    );
  }

  /**
   * The grid cells of `cellDegrees` that the box touches (whole), from the counts kept in pet_map_cells, less
   * the posts of members suspended now (a suspension may end by itself, so the counts keep them).
   */
  listCountedCells(filter: Pick<MapFilter, 'bbox' | 'type'>, cellDegrees: number): Promise<PetMapCellRow[]> {
    const { params, param } = parameters();
    const { bbox } = filter;
    const cell = `CAST(${param(cellDegrees)} AS double precision)`;
    const [minX, maxX, minY, maxY] = [bbox.minLng, bbox.maxLng, bbox.minLat, bbox.maxLat].map((edge) => param(Math.floor(edge / cellDegrees)));
    const type = filter.type ? ` AND type = ${param(filter.type)}` : '';
    const suspendedType = filter.type ? ` AND p.type = ${param(filter.type)}` : '';
    return this.dataSource.query(
      `WITH counted AS (
          SELECT cx, cy, type, posts, sum_latitude, sum_longitude FROM pet_map_cells
           WHERE level = ${param(cellLevel(cellDegrees))} AND cx BETWEEN ${minX} AND ${maxX} AND cy BETWEEN ${minY} AND ${maxY} AND posts > 0${type}
          UNION ALL
          SELECT floor(p.longitude / ${cell})::int, floor(p.latitude / ${cell})::int, p.type, -1,
                 -round(CAST(p.latitude AS numeric), 3), -round(CAST(p.longitude AS numeric), 3)
            FROM suspended_authors s JOIN lost_found_posts p ON p.user_id = s.user_id
           WHERE NOT ${authorNotSuspended('s.user_id')} AND ${COUNTED}${suspendedType}
        )
        SELECT (sum(sum_latitude) / sum(posts))::float8 AS latitude, (sum(sum_longitude) / sum(posts))::float8 AS longitude,
               sum(posts)::int AS count, coalesce(sum(posts) FILTER (WHERE type = 'lost'), 0)::int AS lost,
               coalesce(sum(posts) FILTER (WHERE type = 'found'), 0)::int AS found, cx, cy
          FROM counted WHERE cx BETWEEN ${minX} AND ${maxX} AND cy BETWEEN ${minY} AND ${maxY}
         GROUP BY cx, cy HAVING sum(posts) > 0`,
      params,
    );
  }

  /** The public post of each of these grid cells of `cellDegrees` (cells of one post), as the map draws it. */
  listLonePins(filter: Pick<MapFilter, 'type' | 'q'>, cellDegrees: number, cells: { cx: number; cy: number }[]): Promise<PetMapPinRow[]> {
    const { params, param } = parameters();
    const cell = `CAST(${param(cellDegrees)} AS double precision)`;
    // The cell's edges a hair wider for the btree on (latitude, longitude); floor() decides, as the cells were counted.
    return this.dataSource.query(
      `SELECT lone.* FROM unnest(${param(cells.map((c) => c.cx))}::int[], ${param(cells.map((c) => c.cy))}::int[]) AS c(cx, cy)
        CROSS JOIN LATERAL (SELECT ${PIN_COLUMNS} FROM lost_found_posts p
          WHERE ${publicWhere(filter, param).join(' AND ')}
            AND p.latitude BETWEEN c.cy * ${cell} - 1e-9 AND (c.cy + 1) * ${cell} + 1e-9
            AND p.longitude BETWEEN c.cx * ${cell} - 1e-9 AND (c.cx + 1) * ${cell} + 1e-9
            AND floor(p.longitude / ${cell}) = c.cx AND floor(p.latitude / ${cell}) = c.cy
          ORDER BY p.created_at DESC LIMIT 1) lone`,
      params,
    );
  }
}
