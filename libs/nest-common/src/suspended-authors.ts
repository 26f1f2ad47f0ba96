import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import type { EntityManager } from 'typeorm';
import { EventConsumers } from './service-app';

export { SuspendedAuthors1700000000700 } from './migrations/1700000000700-suspended-authors';

/**
 * SQL that holds when the member in `column` is not suspended now: add it to every public query of
 * their content. A suspension with an `until` ends by itself then, without another event.
 */
export const authorNotSuspended = (column: string) =>
  `NOT EXISTS (SELECT 1 FROM suspended_authors sa WHERE sa.user_id = ${column} AND sa.suspended AND (sa.until IS NULL OR sa.until > now()))`;

@Injectable()
class SuspendedAuthors implements OnModuleInit {
  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit() {
    this.consumers.on(EVENTS.userSuspended, ({ data, occurredAt }, manager) => this.apply(manager, data.userId, true, data.until, occurredAt));
    this.consumers.on(EVENTS.userReinstated, ({ data, occurredAt }, manager) => this.apply(manager, data.userId, false, null, occurredAt));
  }

  private async apply(manager: EntityManager, userId: string, suspended: boolean, until: string | null, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO suspended_authors (user_id, suspended, until, changed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET suspended = $2, until = $3, changed_at = $4 WHERE suspended_authors.changed_at < $4`,
      [userId, suspended, until, at],
    );
  }
}

/** Import into a service (and add SuspendedAuthors1700000000700 to its migrations) to keep the copy. */
@Module({ providers: [SuspendedAuthors] })
export class SuspendedAuthorsModule {}
