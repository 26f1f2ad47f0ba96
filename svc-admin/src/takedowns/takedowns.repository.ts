import { Injectable } from '@nestjs/common';
import type { ContentRef, ModeratedContent, Takedown } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export type TakedownRow = Omit<Takedown, 'createdAt' | 'restoredAt'> & {
  createdAt: Date;
  restoredAt: Date | null;
  authorId: string | null;
  title: string;
  link: string | null;
};

const COLUMNS = `id, content_type AS "contentType", content_id AS "contentId", reason, author_id AS "authorId", title, link,
  created_at AS "createdAt", restored_at AS "restoredAt"`;

/** SQL of takedowns. */
@Injectable()
export class TakedownsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, content: ModeratedContent, reason: string, moderatorId: string): Promise<TakedownRow> {
    const [row]: TakedownRow[] = await manager.query(
      `INSERT INTO takedowns (content_type, content_id, reason, author_id, title, link, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [content.contentType, content.contentId, reason, content.authorId, content.title, content.link, moderatorId],
    );
    return row;
  }

  /** The takedown still in force on this content, locked until the transaction ends. */
  async standingFor(manager: EntityManager, ref: ContentRef): Promise<TakedownRow | undefined> {
    const [row]: TakedownRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM takedowns WHERE content_type = $1 AND content_id = $2 AND restored_at IS NULL FOR UPDATE`,
      [ref.contentType, ref.contentId],
    );
    return row;
  }

  async lockById(manager: EntityManager, id: string): Promise<TakedownRow | undefined> {
    const [row]: TakedownRow[] = await manager.query(`SELECT ${COLUMNS} FROM takedowns WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  async markRestored(manager: EntityManager, id: string, moderatorId: string): Promise<TakedownRow> {
    const [rows]: [TakedownRow[]] = await manager.query(
      `UPDATE takedowns SET restored_at = now(), restored_by = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, moderatorId],
    );
    return rows[0];
  }

  /** Closes every pending report of this content; how many. */
  async closePendingReports(
    manager: EntityManager,
    ref: ContentRef,
    closing: { status: 'reviewed' | 'dismissed'; moderatorId: string; reason: string; takedownId: string | null },
  ): Promise<number> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE reported_content SET status = $3, resolved_at = now(), resolved_by = $4, resolution_reason = $5, takedown_id = $6
        WHERE content_type = $1 AND content_id = $2 AND status = 'pending'`,
      [ref.contentType, ref.contentId, closing.status, closing.moderatorId, closing.reason, closing.takedownId],
    );
    return count;
  }
}
