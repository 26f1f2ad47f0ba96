import { Injectable } from '@nestjs/common';
import type { Actor, AuditAction, AuditTargetType, ParsedQueryOf, ResponseOf } from '@pawpals/contracts';
import { decodeKeysetCursor, encodeKeysetCursor, UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { AuditLogRepository } from './audit-log.repository';

/** One admin action as it is recorded. */
export interface AuditRecord {
  actor: Pick<Actor, 'userId' | 'email'>;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Every admin action is one audit row, written once (docs/decisions/0127-suspension-and-the-audit-log.md). */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Pass the manager of the transaction that performs the action, so the action and its row commit
   * (or roll back) together; without one the row is written in a transaction of its own.
   */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    if (manager) return this.log.insert(manager, entry);
    await this.uow.run((own) => this.log.insert(own, entry));
  }

  async listAuditLog({ limit, cursor }: ParsedQueryOf<'listAuditLog'>): Promise<ResponseOf<'listAuditLog'>> {
    // One row more than asked says whether another page follows.
    const rows = await this.log.page(limit + 1, decodeKeysetCursor(cursor));
    const entries = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    const last = rows.length > limit ? entries[entries.length - 1] : undefined;
    return { entries, nextCursor: last ? encodeKeysetCursor(last) : null };
  }
}
