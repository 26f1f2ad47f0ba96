import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The placeholder (a ThumbHash the gateway computed when it processed the upload) of a
 * business's logo and of each gallery photo, so a page paints their colours before the images arrive.
 * Null when the gateway knew none (images stored before the pipeline).
 */
export class ImagePlaceholders1700000000540 implements MigrationInterface {
  name = 'ImagePlaceholders1700000000540';
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE businesses ADD COLUMN logo_placeholder text');
    await q.query('ALTER TABLE business_photos ADD COLUMN placeholder text');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE business_photos DROP COLUMN placeholder');
    await q.query('ALTER TABLE businesses DROP COLUMN logo_placeholder');
  }
}
