import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A business, review or business photo a moderator took down keeps the reason (shown
 * to its author) and the takedown that hid it (only that takedown's restore shows it again). A business
 * taken down is also unlisted, the flag every public query and the search indexes already carry;
 * `taken_down_at` tells a restore whether the takedown unlisted it.
 */
export class Takedowns1700000000770 implements MigrationInterface {
  name = 'Takedowns1700000000770';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE businesses ADD COLUMN removed_reason text, ADD COLUMN takedown_id uuid, ADD COLUMN taken_down_at timestamptz');
    for (const table of ['reviews', 'business_photos']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN removed_reason text, ADD COLUMN takedown_id uuid`);
    }
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE businesses DROP COLUMN removed_reason, DROP COLUMN takedown_id, DROP COLUMN taken_down_at');
    for (const table of ['reviews', 'business_photos']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN removed_reason, DROP COLUMN takedown_id`);
    }
  }
}
