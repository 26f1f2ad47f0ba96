import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each member's language (docs/decisions/0151-server-speaks-spanish.md): what their mails, pushes and
 * notifications are written in. Existing accounts are English, as everything was before.
 */
export class MemberLocale1700000000880 implements MigrationInterface {
  name = 'MemberLocale1700000000880';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CONSTRAINT users_locale_known CHECK (locale IN ('en', 'es'))`);
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE users DROP COLUMN locale');
  }
}
