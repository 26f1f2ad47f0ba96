import { Injectable } from '@nestjs/common';
import type { Sighting } from '@pawpals/contracts';
import { authorNotSuspended, returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/** A sighting as it is written: the contract's fields but those the table fills, and who reported it. */
export type NewSighting = Omit<Sighting, 'id' | 'createdAt' | 'removedReason'> & { reporterId: string };

/** A sighting as "Download my data" gives it to its reporter (without their own name). */
const REPORTED_COLUMNS = `id, post_id AS "postId", seen_at AS "seenAt", location, latitude, longitude, note, photo_url AS "photoUrl",
  photo_placeholder AS "photoPlaceholder", created_at AS "createdAt"`;
const COLUMNS = `${REPORTED_COLUMNS}, reporter_first_name AS "reporterFirstName"`;

type Row = Omit<Sighting, 'seenAt' | 'createdAt' | 'removedReason'> & { seenAt: Date; createdAt: Date; removedReason?: string | null };
const toSighting = ({ removedReason, ...row }: Row): Sighting => ({
  ...row,
  seenAt: row.seenAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  ...(removedReason ? { removedReason } : {}),
});

/** SQL of the sightings table. */
@Injectable()
export class SightingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The sightings of a post; one a moderator took down (with the reason) or of a suspended member only for its reporter (`viewerId`). */
  async listOfPost(postId: string, viewerId: string | null): Promise<Sighting[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, removed_reason AS "removedReason" FROM sightings
        WHERE post_id = $1 AND (removed_reason IS NULL OR reporter_id = $2)
          AND (reporter_id = $2 OR ${authorNotSuspended('reporter_id')}) ORDER BY seen_at DESC, created_at DESC`,
      [postId, viewerId],
    );
    return rows.map(toSighting);
  }

  async insert(manager: EntityManager, s: NewSighting): Promise<Sighting> {
    const [row]: Row[] = await manager.query(
      `INSERT INTO sightings (post_id, reporter_id, reporter_first_name, seen_at, location, latitude, longitude, note, photo_url, photo_placeholder)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [s.postId, s.reporterId, s.reporterFirstName, s.seenAt, s.location, s.latitude, s.longitude, s.note, s.photoUrl, s.photoPlaceholder],
    );
    return toSighting(row);
  }

  /** Every sighting the member reported, oldest first. */
  listByReporter(reporterId: string): Promise<Omit<Row, 'reporterFirstName'>[]> {
    return this.dataSource.query(`SELECT ${REPORTED_COLUMNS} FROM sightings WHERE reporter_id = $1 ORDER BY created_at`, [reporterId]);
  }

  /** Who reported a sighting of this post (for the poster's reply), or undefined. */
  async reporterOf(postId: string, sightingId: string): Promise<{ reporterId: string; reporterFirstName: string | null } | undefined> {
    const [row] = await this.dataSource.query(
      'SELECT reporter_id AS "reporterId", reporter_first_name AS "reporterFirstName" FROM sightings WHERE id = $1 AND post_id = $2',
      [sightingId, postId],
    );
    return row;
  }

  /** Whether a sighting of this post was deleted. */
  async delete(postId: string, sightingId: string): Promise<boolean> {
    return returnedRows(await this.dataSource.query('DELETE FROM sightings WHERE id = $1 AND post_id = $2 RETURNING 1', [sightingId, postId])).length > 0;
  }
}
