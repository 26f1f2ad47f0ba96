import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's business and appointment lists a page at a time (docs/decisions/0139-one-paging-convention.md):
 * the business search finds a piece of a name, city or owner's email in any case through trigram indexes;
 * businesses by name and appointments latest date first each have the index of their keyset order.
 */
export class AdminListPaging1700000000845 implements MigrationInterface {
  name = 'AdminListPaging1700000000845';
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query('CREATE INDEX businesses_name_trgm ON businesses USING gin (lower(name) gin_trgm_ops)');
    await q.query('CREATE INDEX businesses_city_trgm ON businesses USING gin (lower(city) gin_trgm_ops)');
    await q.query('CREATE INDEX user_profiles_email_trgm ON user_profiles USING gin (lower(email) gin_trgm_ops)');
    await q.query('CREATE INDEX businesses_by_name ON businesses (lower(name), id)');
    await q.query('CREATE INDEX appointments_latest ON appointments (appointment_date DESC, id)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX appointments_latest');
    await q.query('DROP INDEX businesses_by_name');
    await q.query('DROP INDEX user_profiles_email_trgm');
    await q.query('DROP INDEX businesses_city_trgm');
    await q.query('DROP INDEX businesses_name_trgm');
  }
}
