import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@pawpals/contracts';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { EventConsumers } from './service-app';

/**
 * A service's copy of which members are suspended (docs/decisions/0127-suspension-and-the-audit-log.md), kept
 * from events.identity.user_suspended / user_reinstated, so it hides their public content while the
 * suspension lasts. `changed_at` is the event's time: a late, older event never undoes a newer one.
 */
export class SuspendedAuthors1700000000700 implements MigrationInterface {
  name = 'SuspendedAuthors1700000000700';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE suspended_authors (
      user_id uuid PRIMARY KEY,
      suspended boolean NOT NULL,
      until timestamptz,
      changed_at timestamptz NOT NULL
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE suspended_authors');
  }
}

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
