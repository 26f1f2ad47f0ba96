import { Injectable } from '@nestjs/common';
import { conflict, EVENTS, forbidden, notFound, type Actor, type ParsedBodyOf, type ResponseOf } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { AuditLogService } from '../audit-log/audit-log.service';
import { SuspensionsRepository } from './suspensions.repository';

export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * Suspending and reinstating members (docs/decisions/0127-suspension-and-the-audit-log.md). svc-admin decides and records; the event tells
 * the gateway (sessions, sign-in) and the owning services (public content).
 */
@Injectable()
export class SuspensionsService {
  constructor(
    private readonly suspensions: SuspensionsRepository,
    private readonly audit: AuditLogService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Never yourself, never a super admin; suspending a suspended member replaces their suspension. */
  async suspendUser(actor: Actor, userId: string, { reason, until }: ParsedBodyOf<'suspendUser'>): Promise<ResponseOf<'suspendUser'>> {
    return this.uow.run(async (manager, events) => {
      await this.lockMember(manager, actor, userId);
      const row = await this.suspensions.upsert(manager, userId, reason, until, actor.userId);
      events.emit(EVENTS.userSuspended, { userId, reason, until });
      await this.audit.record({ actor, action: 'user_suspended', targetType: 'user', targetId: userId, reason, details: { until } }, manager);
      return { userId, reason, until: row.until?.toISOString() ?? null, suspendedAt: row.suspendedAt.toISOString() };
    });
  }

  async reinstateUser(actor: Actor, userId: string): Promise<ResponseOf<'reinstateUser'>> {
    return this.uow.run(async (manager, events) => {
      await this.lockMember(manager, actor, userId);
      if (!(await this.suspensions.deleteInForce(manager, userId))) throw conflict('This member is not suspended');
      events.emit(EVENTS.userReinstated, { userId });
      await this.audit.record({ actor, action: 'user_reinstated', targetType: 'user', targetId: userId }, manager);
      return { message: 'Member reinstated' };
    });
  }

  private async lockMember(manager: EntityManager, actor: Actor, userId: string): Promise<void> {
    if (userId === actor.userId) throw forbidden('You cannot suspend or reinstate yourself');
    const member = await this.suspensions.lockMember(manager, userId);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.role === 'super_admin') throw forbidden('A super admin cannot be suspended');
  }
}
