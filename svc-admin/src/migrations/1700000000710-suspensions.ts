import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member's current suspension (a later one replaces it; reinstating deletes it). */
export class Suspensions1700000000710 implements MigrationInterface {
  name = 'Suspensions1700000000710';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE suspensions (
      user_id uuid PRIMARY KEY,
      reason text NOT NULL,
      until timestamptz,
      suspended_by uuid NOT NULL,
      suspended_at timestamptz NOT NULL DEFAULT now()
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE suspensions');
  }
}
