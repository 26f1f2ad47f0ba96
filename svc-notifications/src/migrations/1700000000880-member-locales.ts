import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each member's language as identity announces it (user_registered, profile_updated): what their
 * notifications, pushes and mails are written in (docs/decisions/0151-server-speaks-spanish.md). A member
 * without a row is English.
 */
export class MemberLocales1700000000880 implements MigrationInterface {
  name = 'MemberLocales1700000000880';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE member_locales (
      user_id uuid PRIMARY KEY,
      locale text NOT NULL
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE member_locales');
  }
}
