import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which lost/found pairs their posters were told about: once per pair, whatever approves twice or replays. */
export class PetMatchNotices1700000000510 implements MigrationInterface {
  name = 'PetMatchNotices1700000000510';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE pet_match_notices (
      lost_post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      found_post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      score real NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (lost_post_id, found_post_id)
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE pet_match_notices');
  }
}
