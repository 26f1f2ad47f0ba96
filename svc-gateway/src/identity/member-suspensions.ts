import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS, forbidden, suspendedAccountMessage } from '@pawpals/contracts';
import { EventConsumers } from '@pawpals/nest-common';
import type { EntityManager } from 'typeorm';
import { MemberSuspensionsRepository } from './member-suspensions.repository';
import { SessionStore } from './sessions';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

/**
 * Suspensions as the gateway applies them (svc-admin decides): a suspended member's sessions end at
 * once, their live streams close, and they cannot sign in until reinstated or until `until` passes.
 */
@Injectable()
export class MemberSuspensions implements OnModuleInit {
  constructor(
    private readonly suspensions: MemberSuspensionsRepository,
    private readonly users: UsersRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly consumers: EventConsumers,
    private readonly sessions: SessionStore,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.userSuspended, async ({ data, occurredAt }, manager, afterCommit) => {
      if (!(await this.apply(manager, data.userId, true, data.until, occurredAt))) return;
      // The sessions go with the suspension row, so no sign-in slips in between; streams close once both committed.
      await this.sessionRows.deleteOfUser(data.userId, manager);
      afterCommit(() => this.sessions.closeEndedStreams(data.userId));
    });
    this.consumers.on(EVENTS.userReinstated, async ({ data, occurredAt }, manager) => {
      await this.apply(manager, data.userId, false, null, occurredAt);
    });
  }

  /** A readable 403 for a suspended member (asked once their password is known to be right). */
  async assertNotSuspended(userId: string): Promise<void> {
    const row = await this.suspensions.inForce(userId);
    if (row) throw forbidden(suspendedAccountMessage(row.until?.toISOString() ?? null));
  }

  /** Whether this event is the newest news of the member (an older one arriving late changes nothing). */
  private async apply(manager: EntityManager, userId: string, suspended: boolean, until: string | null, at: string): Promise<boolean> {
    if (!(await this.users.exists(manager, userId))) return false; // deleted meanwhile
    return this.suspensions.apply(manager, userId, suspended, until, at);
  }
}
