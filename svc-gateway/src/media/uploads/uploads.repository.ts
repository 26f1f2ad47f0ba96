import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type UploadStatus = 'issued' | 'receiving' | 'stored' | 'erased';

/** An upload's row as the pipeline reads it. */
export interface ImageRow {
  content_type: string | null;
  size_bytes: string | null;
  width: number | null;
  height: number | null;
  processed_at: Date | null;
}

/** What the pipeline made of an upload, as its row records it. */
export interface ProcessedUpload {
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  placeholder: string;
}

/** The uploads and gateway_secrets tables: SQL only. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The named secret, created with `candidate` by whichever replica asks first. */
  async secret(name: string, candidate: string): Promise<string> {
    await this.dataSource.query(`INSERT INTO gateway_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, candidate]);
    const [row] = await this.dataSource.query<{ value: string }[]>(`SELECT value FROM gateway_secrets WHERE name = $1`, [name]);
    return row.value;
  }

  /** Tickets that were never used are of no interest a day after they expired. */
  async pruneUnusedTickets(): Promise<void> {
    await this.dataSource.query(`DELETE FROM uploads WHERE status <> 'stored' AND expires_at < now() - interval '1 day'`);
  }

  async issue(id: string, ownerId: string, expiresAtSeconds: number): Promise<void> {
    await this.dataSource.query('INSERT INTO uploads (id, owner_id, expires_at) VALUES ($1, $2, to_timestamp($3))', [id, ownerId, expiresAtSeconds]);
  }

  async ticket(id: string): Promise<{ ownerId: string; status: UploadStatus; expiresAt: Date } | undefined> {
    const [row] = await this.dataSource.query(
      'SELECT owner_id AS "ownerId", status, expires_at AS "expiresAt" FROM uploads WHERE id = $1',
      [id],
    );
    return row;
  }

  /** Takes an issued, unexpired ticket for one upload; false when it is not (any more) to be had. */
  async claim(id: string): Promise<boolean> {
    // TypeORM answers an UPDATE on Postgres with [rows, affected].
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE uploads SET status = 'receiving' WHERE id = $1 AND status = 'issued' AND expires_at > now()`,
      [id],
    );
    return affected === 1;
  }

  /** A refused upload's ticket may be used again. */
  async release(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE uploads SET status = 'issued' WHERE id = $1 AND status = 'receiving'`, [id]);
  }

  async markStored(id: string, image: ProcessedUpload): Promise<void> {
    await this.dataSource.query(
      `UPDATE uploads SET status = 'stored', content_type = $2, size_bytes = $3, width = $4, height = $5, placeholder = $6,
         processed_at = now(), stored_at = COALESCE(stored_at, now()) WHERE id = $1`,
      [id, image.contentType, image.bytes, image.width, image.height, image.placeholder],
    );
  }

  /** The stored, processed images among these ids. */
  async processed(ids: string[]): Promise<(ImageRow & { id: string; placeholder: string })[]> {
    return this.dataSource.query(
      `SELECT id, content_type, size_bytes, width, height, placeholder FROM uploads
        WHERE id = ANY($1::uuid[]) AND status = 'stored' AND processed_at IS NOT NULL`,
      [ids],
    );
  }

  async stored(id: string): Promise<ImageRow | undefined> {
    const [row] = await this.dataSource.query<ImageRow[]>(
      `SELECT content_type, size_bytes, width, height, processed_at FROM uploads WHERE id = $1 AND status = 'stored'`,
      [id],
    );
    return row;
  }

  /** Stored images not yet through the pipeline, oldest first, but those to skip. */
  async unprocessed(skipped: string[], limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM uploads WHERE status = 'stored' AND processed_at IS NULL AND id <> ALL($1::uuid[]) ORDER BY stored_at LIMIT $2`,
      [skipped, limit],
    );
    return rows.map((r) => r.id);
  }

  async erased(limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM uploads WHERE status = 'erased' LIMIT $1`, [limit]);
    return rows.map((r) => r.id);
  }

  async markErased(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE uploads SET status = 'erased' WHERE id = $1`, [id]);
  }

  /** Inside the account deletion's transaction: none of the member's images is served once it commits. */
  async markErasedOfOwner(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`UPDATE uploads SET status = 'erased' WHERE owner_id = $1`, [ownerId]);
  }

  async deleteErased(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM uploads WHERE id = $1 AND status = 'erased'`, [id]);
  }

  /**
   * Runs `work` while holding the backfill's advisory lock on a connection of its own; does nothing when
   * another replica holds it. The lock is given back when `work` finishes.
   */
  async whileBackfillLocked(work: () => Promise<void>): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext('pawpals.images.backfill')) AS locked`);
      if (!locked) return;
      await work();
      await runner.query(`SELECT pg_advisory_unlock(hashtext('pawpals.images.backfill'))`);
    } finally {
      await runner.release();
    }
  }
}
