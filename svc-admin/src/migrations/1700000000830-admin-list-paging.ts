import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists a page at a time (docs/decisions/0139-one-paging-convention.md): the member search finds
 * a piece of an email or username in any case through trigram indexes, and the members (newest first) and
 * the pending reports (newest first) each have the index of their keyset order.
 */
export class AdminListPaging1700000000830 implements MigrationInterface {
  name = 'AdminListPaging1700000000830';
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query('CREATE INDEX user_profiles_email_trgm ON user_profiles USING gin (lower(email) gin_trgm_ops)');
    await q.query('CREATE INDEX user_profiles_username_trgm ON user_profiles USING gin (lower(username) gin_trgm_ops)');
    await q.query('CREATE INDEX user_profiles_newest ON user_profiles (registered_at DESC, user_id DESC)');
    await q.query(`CREATE INDEX reported_content_pending_newest ON reported_content (created_at DESC, id DESC) WHERE status = 'pending'`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX reported_content_pending_newest');
    await q.query('DROP INDEX user_profiles_newest');
    await q.query('DROP INDEX user_profiles_username_trgm');
    await q.query('DROP INDEX user_profiles_email_trgm');
  }
}
