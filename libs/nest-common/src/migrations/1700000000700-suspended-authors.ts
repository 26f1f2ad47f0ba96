import type { MigrationInterface, QueryRunner } from 'typeorm';

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
