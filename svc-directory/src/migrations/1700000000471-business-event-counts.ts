import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page views and uses of the call and website buttons, as counters per business, UTC
 * day and kind. Only the count is kept: nothing says who viewed or clicked.
 */
export class BusinessEventCounts1700000000471 implements MigrationInterface {
  name = 'BusinessEventCounts1700000000471';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE business_event_counts (
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      day date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('view', 'call', 'website')),
      count int NOT NULL DEFAULT 0,
      PRIMARY KEY (business_id, day, kind)
    )`);
    await q.query('CREATE INDEX favorites_business_created ON favorites (business_id, created_at)');
    await q.query('CREATE INDEX appointments_business_created ON appointments (business_id, created_at)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX appointments_business_created');
    await q.query('DROP INDEX favorites_business_created');
    await q.query('DROP TABLE business_event_counts');
  }
}
