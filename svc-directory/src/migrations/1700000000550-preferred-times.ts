import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request to a clinic without bookable slots carries up to three preferred windows
 * ([{date, window}], the visitor's calendar days); empty for a request at a chosen time.
 */
export class PreferredTimes1700000000550 implements MigrationInterface {
  name = 'PreferredTimes1700000000550';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE appointments ADD COLUMN preferred_times jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE appointments DROP COLUMN preferred_times');
  }
}
