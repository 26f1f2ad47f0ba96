import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A gallery of up to 10 photos per business, in the owner's order. The position is
 * unique per business but checked at commit, so a reorder can rewrite every position in one statement.
 */
export class BusinessPhotos1700000000470 implements MigrationInterface {
  name = 'BusinessPhotos1700000000470';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE business_photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
      url text NOT NULL,
      position int NOT NULL CHECK (position >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT business_photos_position UNIQUE (business_id, position) DEFERRABLE INITIALLY DEFERRED,
      CONSTRAINT business_photos_once UNIQUE (business_id, url)
    )`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE business_photos');
  }
}
