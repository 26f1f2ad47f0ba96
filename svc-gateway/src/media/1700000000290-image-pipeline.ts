import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the image pipeline knows of each stored image. Rows stored before it have no processed_at: the
 * gateway's backfill puts each through the pipeline (ImagesService.startBackfill), and nothing serves
 * one before that. 'erased': the files of a deleted account's images are being removed.
 */
export class ImagePipeline1700000000290 implements MigrationInterface {
  name = 'ImagePipeline1700000000290';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE uploads
      ADD COLUMN width integer,
      ADD COLUMN height integer,
      ADD COLUMN placeholder text,
      ADD COLUMN processed_at timestamptz`);
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_status_check`);
    await q.query(`ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('issued', 'receiving', 'stored', 'erased'))`);
    await q.query(`CREATE INDEX uploads_owner ON uploads (owner_id)`);
    await q.query(`CREATE INDEX uploads_unprocessed ON uploads (stored_at) WHERE status = 'stored' AND processed_at IS NULL`);
    await q.query(`CREATE INDEX uploads_erased ON uploads (id) WHERE status = 'erased'`);
  }
  async down(q: QueryRunner) {
    await q.query(`DELETE FROM uploads WHERE status = 'erased'`);
    await q.query(`DROP INDEX uploads_erased`);
    await q.query(`DROP INDEX uploads_unprocessed`);
    await q.query(`DROP INDEX uploads_owner`);
    await q.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_status_check`);
    await q.query(`ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('issued', 'receiving', 'stored'))`);
    await q.query(`ALTER TABLE uploads DROP COLUMN width, DROP COLUMN height, DROP COLUMN placeholder, DROP COLUMN processed_at`);
  }
}
