import { Injectable } from '@nestjs/common';
import type { AuditLogEntry } from '@pawpals/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditRecord } from './audit-log.service';

export type AuditLogRow = Omit<AuditLogEntry, 'createdAt'> & { createdAt: Date };

/** SQL of audit_log. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Events carry only the actor's id: their email then comes from the profiles this service keeps. */
  async insert(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, reason, details)
       VALUES ($1, coalesce($2, (SELECT email FROM user_profiles WHERE user_id = $1)), $3, $4, $5, $6, $7)`,
      [
        entry.actor.userId,
        entry.actor.email ?? null,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        entry.reason ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first, strictly after the (createdAt, id) key of the previous page's last row when given. */
  page(limit: number, after: { createdAt: string; id: string } | null): Promise<AuditLogRow[]> {
    return this.dataSource.query(
      `SELECT id, actor_id AS "actorId", actor_email AS "actorEmail", action, target_type AS "targetType",
              target_id AS "targetId", reason, details, created_at AS "createdAt"
         FROM audit_log
        WHERE $2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid)
        ORDER BY created_at DESC, id DESC
        LIMIT $1`,
      [limit, after?.createdAt ?? null, after?.id ?? null],
    );
  }
}
