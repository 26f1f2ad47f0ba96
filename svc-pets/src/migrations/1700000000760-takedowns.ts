import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post, sighting or pet message a moderator took down keeps the reason (shown to
 * its author) and the takedown that hid it (so only that takedown's restore shows it again).
 */
export class Takedowns1700000000760 implements MigrationInterface {
  name = 'Takedowns1700000000760';
  async up(q: QueryRunner) {
    for (const table of ['lost_found_posts', 'sightings', 'pet_messages']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN removed_reason text, ADD COLUMN takedown_id uuid`);
    }
  }
  async down(q: QueryRunner) {
    for (const table of ['lost_found_posts', 'sightings', 'pet_messages']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN removed_reason, DROP COLUMN takedown_id`);
    }
  }
}
