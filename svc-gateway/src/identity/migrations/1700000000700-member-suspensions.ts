import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gateway's copy of each member's suspension (from identity.user_suspended /
 * user_reinstated), which sign-in reads. `changed_at` is the event's time, so a late event never
 * undoes a newer one.
 */
export class MemberSuspensions1700000000700 implements MigrationInterface {
  name = 'MemberSuspensions1700000000700';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE member_suspensions (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      suspended boolean NOT NULL,
      until timestamptz,
      changed_at timestamptz NOT NULL
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE member_suspensions');
  }
}
