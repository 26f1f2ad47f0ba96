import { Injectable } from '@nestjs/common';
import type { ReportedContent } from '@pawpals/contracts';
import { cursorTimestampSql } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

export type ReportRow = Omit<ReportedContent, 'createdAt' | 'content'> & { createdAt: string | Date };

const COLUMNS = 'id, content_type AS "contentType", content_id AS "contentId", reason, status, created_at AS "createdAt"';

/** SQL of reported_content. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new report, or undefined when this reporter already reported this content. */
  async insertOnce(report: { contentType: string; contentId: string; reason: string; reporterId: string }): Promise<ReportRow | undefined> {
    const rows: ReportRow[] = await this.dataSource.query(
      `INSERT INTO reported_content (content_type, content_id, reason, reporter_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (reporter_id, content_type, content_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [report.contentType, report.contentId, report.reason, report.reporterId],
    );
    return rows[0];
  }

  async findById(id: string): Promise<ReportRow | undefined> {
    const [row]: ReportRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM reported_content WHERE id = $1`, [id]);
    return row;
  }

  async lockById(manager: EntityManager, id: string): Promise<ReportRow | undefined> {
    const [row]: ReportRow[] = await manager.query(`SELECT ${COLUMNS} FROM reported_content WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** Every report one member filed, oldest first ("Download my data"). */
  listByReporter(reporterId: string): Promise<ReportRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM reported_content WHERE reporter_id = $1 ORDER BY created_at`, [reporterId]);
  }

  /** How many reports listPendingNewestFirst pages through (the partial index reported_content_pending_newest answers it). */
  async countPending(): Promise<number> {
    const [row]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM reported_content WHERE status = 'pending'`);
    return row.total;
  }

  /** One page of the pending queue, newest first (keyset on created_at, id), after `after` (the previous page's last row's sort keys). */
  listPendingNewestFirst(after: [string, string] | undefined, limit: number): Promise<(ReportRow & { createdAtKey: string })[]> {
    const params: unknown[] = after ? [limit, ...after] : [limit];
    return this.dataSource.query(
      `SELECT ${COLUMNS}, ${cursorTimestampSql('created_at')} AS "createdAtKey" FROM reported_content
        WHERE status = 'pending' ${after ? 'AND (created_at, id) < ($2::timestamptz, $3::uuid)' : ''}
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      params,
    );
  }
}
