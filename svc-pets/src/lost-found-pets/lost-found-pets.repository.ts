import { Injectable } from '@nestjs/common';
import type { CursorKey, PetPostType, PetSpecies, SitemapEntry } from '@pawpals/contracts';
import { boundingBox, milesBetweenSql, PUBLIC_PIN_SHIFT_MILES, publicCoordinateSql, type GeoPoint } from '@pawpals/geo';
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
   * coordinates last), keyset on (distance, created_at, id); within `radiusMiles` only those inside it —
   * a latitude/longitude box the index answers, then the exact miles. `after` is the last row's sort keys
   * (BoardRow.sortKeys) of the previous page; `limit` rows at most.
   */
  async listBoardPage(filter: BoardFilter, after: BoardCursorKeys | undefined, limit: number): Promise<BoardRow[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const where = [PUBLIC];
    if (filter.type) where.push(`p.type = ${param(filter.type)}`);
    if (filter.species) where.push(`p.species = ${param(filter.species)}`);
    for (const word of filter.words ?? []) where.push(`p.search_text LIKE ${param(`%${escapeLike(word.toLowerCase())}%`)}`);
    const newerFirst = (createdAt: unknown, id: unknown) => `(p.created_at, p.id) < (${param(createdAt)}::timestamptz, ${param(id)}::uuid)`;
    if (!filter.point) {
      if (after) where.push(newerFirst(after[0], after[1]));
      const rows: (LostFoundPetRow & { createdAtKey: string })[] = await this.dataSource.query(
        `SELECT ${postColumns('p')}, ${CREATED_AT_KEY} AS "createdAtKey" FROM lost_found_posts p WHERE ${where.join(' AND ')}
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${param(limit)}`,
        params,
      );
      return rows.map(({ createdAtKey, ...row }) => ({ row, distanceMiles: null, sortKeys: [createdAtKey, row.id] }));
    }
    // From the pin as the public sees it: a radius narrowed step by step must not find the exact pin.
    const distance = milesBetweenSql(
      { lat: `CAST(${param(filter.point.latitude)} AS double precision)`, lng: `CAST(${param(filter.point.longitude)} AS double precision)` },
      { lat: publicCoordinateSql('p.latitude'), lng: publicCoordinateSql('p.longitude') },
    );
    if (filter.radiusMiles !== undefined) {
      const box = boundingBox(filter.point, filter.radiusMiles + PUBLIC_PIN_SHIFT_MILES);
      where.push(`p.latitude BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)} AND p.longitude BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`);
      where.push(`${distance} <= ${param(filter.radiusMiles)}`);
    }
    // A post without coordinates sorts as infinitely far: last, like NULLS LAST, yet comparable in the keyset.
    const sortDistance = `COALESCE(${distance}, 'Infinity'::float8)`;
    if (after) {
      const afterDistance = `COALESCE(${param(after[0])}::float8, 'Infinity'::float8)`;
      where.push(`(${sortDistance} > ${afterDistance} OR (${sortDistance} = ${afterDistance} AND ${newerFirst(after[1], after[2])}))`);
    }
    const rows: (LostFoundPetRow & { distanceMiles: number | null; createdAtKey: string })[] = await this.dataSource.query(
      `SELECT ${postColumns('p')}, ${distance} AS "distanceMiles", ${CREATED_AT_KEY} AS "createdAtKey" FROM lost_found_posts p
        WHERE ${where.join(' AND ')}
        ORDER BY ${sortDistance} ASC, p.created_at DESC, p.id DESC LIMIT ${param(limit)}`,
      params,
    );
    return rows.map(({ distanceMiles, createdAtKey, ...row }) => ({ row, distanceMiles, sortKeys: [distanceMiles, createdAtKey, row.id] }));
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
