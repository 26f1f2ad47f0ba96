import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EVENTS, forbidden, suspendedAccountMessage } from '@pawpals/contracts';
import { EventConsumers, returnedRows } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { SessionStore } from './sessions';

/**
 * Suspensions as the gateway applies them (svc-admin decides): a suspended member's sessions end at
 * once, their live streams close, and they cannot sign in until reinstated or until `until` passes.
 */
@Injectable()
export class MemberSuspensions implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    private readonly sessions: SessionStore,
  ) {}

  onModuleInit() {
    this.consumers.on(EVENTS.userSuspended, async ({ data, occurredAt }, manager, afterCommit) => {
      if (!(await this.apply(manager, data.userId, true, data.until, occurredAt))) return;
      // The sessions go with the suspension row, so no sign-in slips in between; streams close once both committed.
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [data.userId]);
      afterCommit(() => this.sessions.closeEndedStreams(data.userId));
    });
    this.consumers.on(EVENTS.userReinstated, async ({ data, occurredAt }, manager) => {
      await this.apply(manager, data.userId, false, null, occurredAt);
    });
  }

  /** A readable 403 for a suspended member (asked once their password is known to be right). */
  async assertNotSuspended(userId: string): Promise<void> {
    const [row] = await this.dataSource.query<{ until: Date | null }[]>(
      'SELECT until FROM member_suspensions WHERE user_id = $1 AND suspended AND (until IS NULL OR until > now())',
      [userId],
    );
    if (row) throw forbidden(suspendedAccountMessage(row.until?.toISOString() ?? null));
  }

  /** Whether this event is the newest news of the member (an older one arriving late changes nothing). */
  private async apply(manager: EntityManager, userId: string, suspended: boolean, until: string | null, at: string): Promise<boolean> {
    const [member] = await manager.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (!member) return false; // deleted meanwhile
    const applied = returnedRows(
      await manager.query(
        `INSERT INTO member_suspensions (user_id, suspended, until, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET suspended = $2, until = $3, changed_at = $4
          WHERE member_suspensions.changed_at < $4
         RETURNING 1`,
        [userId, suspended, until, at],
      ),
    );
    return applied.length > 0;
  }
}
