import { Injectable } from '@nestjs/common';
import type { CursorKey, PetPostType, PetSpecies, SitemapEntry } from '@pawpals/contracts';
import { EARTH_RADIUS_MILES, milesBetweenSql, publicCoordinateSql, type GeoPoint } from '@pawpals/geo';
import { authorNotSuspended, cursorTimestampSql, escapeLike } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { POST_COLUMNS, type LostFoundPetRow } from './lost-found-pet';

/** The fields a new post is written with (id, timestamps, the reunion note and moderation fields are the table's). */
export type NewLostFoundPet = Omit<
  LostFoundPetRow,
  'id' | 'createdAt' | 'updatedAt' | 'resolvedAt' | 'reunionNote' | 'moderatedAt' | 'moderatedBy' | 'removedReason'
>;

/** Fields of an existing post to change (who posted it, when, and its id stay). */
export type LostFoundPetChanges = Partial<Omit<LostFoundPetRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** Every column of a post read from the table aliased `alias`, named like the fields of LostFoundPetRow. */
export const postColumns = (alias: string) =>
  Object.entries(POST_COLUMNS)
    .map(([field, column]) => `${alias}.${column} AS "${field}"`)
    .join(', ');

/** The fields `values` sets, in column order; one left undefined is not written (the table's default stays). */
const fieldsOf = <T extends Partial<LostFoundPetRow>>(values: T) =>
  (Object.keys(POST_COLUMNS) as (keyof T & keyof LostFoundPetRow)[]).filter((field) => values[field] !== undefined);

/** Anybody may read it: active, approved, not taken down, and its poster not suspended. */
export const PUBLIC = `p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}`;
/** The moderation queue: pending, still active, not taken down. */
const PENDING_QUEUE = `p.approval_status = 'pending' AND p.status = 'active' AND p.removed_reason IS NULL`;

export interface BoardFilter {
  type?: PetPostType;
  species?: PetSpecies;
  /** Every one must appear in the post's search_text (any case). */
  words?: string[];
  point?: GeoPoint;
  radiusMiles?: number;
}

/** The sort keys of a board row: newest first (created_at, id), or nearest first (distance or null, created_at, id). */
export type BoardCursorKeys = CursorKey[];

export interface BoardRow {
  row: LostFoundPetRow;
  distanceMiles: number | null;
  sortKeys: BoardCursorKeys;
}

const CREATED_AT_KEY = cursorTimestampSql('p.created_at');

/** The sphere of earthdistance's ll_to_earth (metres), which lost_found_posts_public_earth is built on. */
const EARTHDISTANCE_RADIUS_M = 6378168;
/** The public pin on that sphere: the expression lost_found_posts_public_earth indexes, which the nearest-first walk orders by. */
const PUBLIC_EARTH = `ll_to_earth(${publicCoordinateSql('p.latitude')}, ${publicCoordinateSql('p.longitude')})`;

/** The board's conditions on the posts `p` (public, type, species, words) and their parameters, added to as a statement is built. */
class BoardQuery {
  readonly params: unknown[] = [];
  readonly where = [PUBLIC];

  constructor(filter: BoardFilter) {
    if (filter.type) this.where.push(`p.type = ${this.param(filter.type)}`);
    if (filter.species) this.where.push(`p.species = ${this.param(filter.species)}`);
    for (const word of filter.words ?? []) this.where.push(`p.search_text LIKE ${this.param(`%${escapeLike(word.toLowerCase())}%`)}`);
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** After (createdAt, id) in newest-first order. */
  newerThan(createdAt: unknown, id: unknown): string {
    return `(p.created_at, p.id) < (${this.param(createdAt)}::timestamptz, ${this.param(id)}::uuid)`;
  }
}

/** Rows the nearest walk reads past the page: when the ties at the page's edge fit in them, the walk alone answers. */
const WALK_SLACK = 50;

type NearestRow = LostFoundPetRow & { distanceMiles: number; createdAtKey: string; chord: number | null };

/** The conditions of a nearest-first read from `point` (placed posts after the cursor, within the radius), with their parameters. */
function nearestQuery(filter: BoardFilter, point: GeoPoint, after: BoardCursorKeys | undefined) {
  const query = new BoardQuery(filter);
  const [lat, lng] = [point.latitude, point.longitude].map((value) => `CAST(${query.param(value)} AS double precision)`);
  const here = `ll_to_earth(${lat}, ${lng})`;
  // From the pin as the public sees it: a radius narrowed step by step must not find the exact pin.
  const distance = milesBetweenSql({ lat, lng }, { lat: publicCoordinateSql('p.latitude'), lng: publicCoordinateSql('p.longitude') });
  query.where.push('p.latitude IS NOT NULL');
  // The walk's bound by the index; the rows inside an edge are within the radius already.
  let walkBound = '';
  if (filter.radiusMiles !== undefined) {
    // earth_box takes metres on earthdistance's sphere; the radius is miles on ours: the same angle, a hair wider.
    const boxMetres = (filter.radiusMiles / EARTH_RADIUS_MILES) * EARTHDISTANCE_RADIUS_M * 1.001;
    walkBound = ` AND earth_box(${here}, ${query.param(boxMetres)}::float8) @> ${PUBLIC_EARTH}`;
    query.where.push(`${distance} <= ${query.param(filter.radiusMiles)}`);
  }
  if (after) {
    const afterDistance = `${query.param(after[0])}::float8`;
    query.where.push(`(${distance} > ${afterDistance} OR (${distance} = ${afterDistance} AND ${query.newerThan(after[1], after[2])}))`);
  }
  return { query, here, distance, where: query.where.join(' AND '), walkBound };
}

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
/** The board's nearest-first order: miles, then newest first (created_at, id), as ORDER BY sorts them. */
const boardOrder = (a: NearestRow, b: NearestRow) => a.distanceMiles - b.distanceMiles || descending(a.createdAtKey, b.createdAtKey) || descending(a.id, b.id);

/**
 * The page from rows read nearest first by chord, when they decide it: the walk ran out, or it read past the
 * `limit`-th row's chord (widened by a hair for float rounding between chord and miles), so every row as near
 * is among them. Null when the rows read are all at that edge (more ties may follow).
 */
function pageOfWalk(walked: NearestRow[], limit: number): NearestRow[] | null {
  if (walked.length < limit) return [...walked].sort(boardOrder);
  const edge = walked[limit - 1].chord! * (1 + 1e-9) + 0.001;
  const inside = walked.filter((row) => row.chord! <= edge);
  if (inside.length === walked.length && walked.length === limit + WALK_SLACK) return null;
  return inside.sort(boardOrder).slice(0, limit);
}

/**
 * Table access of lost_found_posts, nothing else. Reads use the service's connection; writes take the
 * EntityManager of the caller's UnitOfWork transaction.
 */
@Injectable()
export class LostFoundPetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the board: active and approved posts, optionally of one type and species, holding every
   * word of `words` (substrings of search_text, answered by its trigram index). Without a point: newest
   * first, keyset on (created_at, id). With one: nearest first with their distance (posts without
   * coordinates last), keyset on (distance, created_at, id), within `radiusMiles` when given. `after` is
   * the last row's sort keys (BoardRow.sortKeys) of the previous page; `limit` rows at most.
   */
  async listBoardPage(filter: BoardFilter, after: BoardCursorKeys | undefined, limit: number): Promise<BoardRow[]> {
    if (!filter.point) {
      const query = new BoardQuery(filter);
      if (after) query.where.push(query.newerThan(after[0], after[1]));
      const rows: (LostFoundPetRow & { createdAtKey: string })[] = await this.dataSource.query(
        `SELECT ${postColumns('p')}, ${CREATED_AT_KEY} AS "createdAtKey" FROM lost_found_posts p WHERE ${query.where.join(' AND ')}
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${query.param(limit)}`,
        query.params,
      );
      return rows.map(({ createdAtKey, ...row }) => ({ row, distanceMiles: null, sortKeys: [createdAtKey, row.id] }));
    }
    // Posts without coordinates sort as infinitely far: after every placed one, newest first. A cursor
    // without a distance is among them already.
    const amongUnplaced = after?.[0] === null;
    const placed = amongUnplaced ? [] : await this.listNearestPlaced(filter, filter.point, after, limit);
    if (placed.length === limit || filter.radiusMiles !== undefined) return placed;
    return [...placed, ...(await this.listUnplaced(filter, amongUnplaced ? after : undefined, limit - placed.length))];
  }

  /**
   * The placed posts nearest first, on the GiST of the public pin (lost_found_posts_public_earth). A
   * nearest-neighbour walk (or, for a search the planner finds rare, the trigram index's matches sorted by
   * chord) reads the rows after the cursor nearest first, WALK_SLACK more than the page: when every row as near
   * as the `limit`-th is among them, they are the page (pageOfWalk). Otherwise (more ties at the edge than
   * that, e.g. posts on a city's centre) one statement takes the chord to the `limit`-th row and sorts the rows
   * inside it. Miles are computed for the rows read only; rows before a deep cursor are still skipped one by one.
   */
  private async listNearestPlaced(filter: BoardFilter, point: GeoPoint, after: BoardCursorKeys | undefined, limit: number): Promise<BoardRow[]> {
    const walk = nearestQuery(filter, point, after);
    const walked: NearestRow[] = await this.dataSource.query(
      `SELECT ${postColumns('p')}, ${walk.distance} AS "distanceMiles", ${CREATED_AT_KEY} AS "createdAtKey", ${PUBLIC_EARTH} <-> ${walk.here} AS chord
         FROM lost_found_posts p WHERE ${walk.where}${walk.walkBound}
        ORDER BY ${PUBLIC_EARTH} <-> ${walk.here} LIMIT ${walk.query.param(limit + WALK_SLACK)}`,
      walk.query.params,
    );
    const rows = pageOfWalk(walked, limit) ?? (await this.sortInsideEdge(filter, point, after, limit));
    return rows.map(({ distanceMiles, createdAtKey, chord: _chord, ...row }) => ({ row, distanceMiles, sortKeys: [distanceMiles, createdAtKey, row.id] }));
  }

  /** The `limit` rows after the cursor inside the chord to the `limit`-th nearest, in the board's order (ties at the edge included). */
  private sortInsideEdge(filter: BoardFilter, point: GeoPoint, after: BoardCursorKeys | undefined, limit: number): Promise<NearestRow[]> {
    const { query, here, distance, where, walkBound } = nearestQuery(filter, point, after);
    const n = query.param(limit);
    // The chord widened by a hair, so float rounding between chord and miles never leaves a tie out.
    const edge = `(SELECT max(d) * (1 + 1e-9) + 0.001 FROM (SELECT ${PUBLIC_EARTH} <-> ${here} AS d FROM lost_found_posts p
        WHERE ${where}${walkBound} ORDER BY ${PUBLIC_EARTH} <-> ${here} LIMIT ${n}) nearest)`;
    return this.dataSource.query(
      `SELECT ${postColumns('p')}, ${distance} AS "distanceMiles", ${CREATED_AT_KEY} AS "createdAtKey", NULL AS chord FROM lost_found_posts p
        WHERE ${where} AND cube_enlarge(${here}, ${edge}, 3) @> ${PUBLIC_EARTH}
        ORDER BY ${distance} ASC, p.created_at DESC, p.id DESC LIMIT ${n}`,
      query.params,
    );
  }

  /** The posts without coordinates, after every placed one (as if infinitely far): newest first. */
  private async listUnplaced(filter: BoardFilter, after: BoardCursorKeys | undefined, limit: number): Promise<BoardRow[]> {
    const query = new BoardQuery(filter);
    query.where.push('p.latitude IS NULL');
    if (after) query.where.push(query.newerThan(after[1], after[2]));
    const rows: (LostFoundPetRow & { createdAtKey: string })[] = await this.dataSource.query(
      `SELECT ${postColumns('p')}, ${CREATED_AT_KEY} AS "createdAtKey" FROM lost_found_posts p WHERE ${query.where.join(' AND ')}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${query.param(limit)}`,
      query.params,
    );
    return rows.map(({ createdAtKey, ...row }) => ({ row, distanceMiles: null, sortKeys: [null, createdAtKey, row.id] }));
  }

  /** Reunited, approved posts with a thank-you note, most recently reunited first. */
  listReunions(limit: number): Promise<LostFoundPetRow[]> {
    return this.dataSource.query(
      `SELECT ${postColumns('p')} FROM lost_found_posts p
        WHERE p.status = 'resolved' AND p.approval_status = 'approved' AND p.reunion_note IS NOT NULL AND p.removed_reason IS NULL
          AND ${authorNotSuspended('p.user_id')}
        ORDER BY p.resolved_at DESC LIMIT $1`,
      [limit],
    );
  }

  async countPublic(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS total FROM lost_found_posts p WHERE ${PUBLIC}`);
    return row.total;
  }

  /** Active, approved posts (the ones anybody may open), by id. */
  async publicSitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
    const rows: { id: string; updatedAt: Date }[] = await this.dataSource.query(
      `SELECT id, updated_at AS "updatedAt" FROM lost_found_posts p WHERE ${PUBLIC} ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
  }

  async findById(id: string): Promise<LostFoundPetRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${postColumns('p')} FROM lost_found_posts p WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  /** Whether the member is suspended now (their posts are then hidden like a takedown). */
  async authorSuspended(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 WHERE NOT ${authorNotSuspended('$1::uuid')}`, [userId]);
    return rows.length > 0;
  }

  /** The row, locked for update until the transaction of `manager` ends. */
  async lockById(manager: EntityManager, id: string): Promise<LostFoundPetRow | null> {
    const [row] = await manager.query(`SELECT ${postColumns('p')} FROM lost_found_posts p WHERE p.id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** Every post of one poster, every status, newest first. */
  listByPoster(userId: string): Promise<LostFoundPetRow[]> {
    return this.dataSource.query(`SELECT ${postColumns('p')} FROM lost_found_posts p WHERE p.user_id = $1 ORDER BY p.created_at DESC`, [userId]);
  }

  /**
   * One page of the pending posts that are still active and not taken down, oldest first (keyset on
   * created_at, id), after `after` (the previous page's last row's sort keys); `limit` rows at most.
   */
  async listPendingActive(after: CursorKey[] | undefined, limit: number): Promise<{ row: LostFoundPetRow; sortKeys: CursorKey[] }[]> {
    const rows: (LostFoundPetRow & { createdAtKey: string })[] = await this.dataSource.query(
      `SELECT ${postColumns('p')}, ${CREATED_AT_KEY} AS "createdAtKey" FROM lost_found_posts p
        WHERE ${PENDING_QUEUE} ${after ? 'AND (p.created_at, p.id) > ($2::timestamptz, $3::uuid)' : ''}
        ORDER BY p.created_at ASC, p.id ASC LIMIT $1`,
      after ? [limit, ...after] : [limit],
    );
    return rows.map(({ createdAtKey, ...row }) => ({ row, sortKeys: [createdAtKey, row.id] }));
  }

  /** How many posts listPendingActive lists (the admin dashboard's count of the same queue). */
  async countPendingActive(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS total FROM lost_found_posts p WHERE ${PENDING_QUEUE}`);
    return row.total;
  }

  async createLostFoundPet(manager: EntityManager, post: NewLostFoundPet): Promise<LostFoundPetRow> {
    const fields = fieldsOf(post);
    const [row] = await manager.query(
      `INSERT INTO lost_found_posts AS p (${fields.map((field) => POST_COLUMNS[field]).join(', ')})
       VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${postColumns('p')}`,
      fields.map((field) => post[field]),
    );
    return row;
  }

  /** Writes `changes` (and the time of the change) to the post. */
  async update(manager: EntityManager, id: string, changes: LostFoundPetChanges): Promise<void> {
    const fields = fieldsOf(changes);
    if (!fields.length) return;
    await manager.query(
      `UPDATE lost_found_posts SET ${fields.map((field, i) => `${POST_COLUMNS[field]} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...fields.map((field) => changes[field])],
    );
  }
}
