import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content a moderator took down (at most one standing takedown per piece of
 * content), and how a report was closed.
 */
export class Takedowns1700000000750 implements MigrationInterface {
  name = 'Takedowns1700000000750';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE takedowns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL CHECK (content_type IN ('lost_found_pet', 'review', 'business', 'sighting', 'business_photo', 'pet_message')),
      content_id uuid NOT NULL,
      reason text NOT NULL,
      author_id uuid,
      title text NOT NULL,
      link text,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      restored_at timestamptz,
      restored_by uuid
    )`);
    await q.query('CREATE UNIQUE INDEX takedowns_standing ON takedowns (content_type, content_id) WHERE restored_at IS NULL');
    await q.query(`ALTER TABLE reported_content
      ADD COLUMN resolved_at timestamptz,
      ADD COLUMN resolved_by uuid,
      ADD COLUMN resolution_reason text,
      ADD COLUMN takedown_id uuid REFERENCES takedowns (id)`);
    await q.query(`CREATE INDEX reported_content_pending ON reported_content (content_type, content_id) WHERE status = 'pending'`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP INDEX reported_content_pending');
    await q.query('ALTER TABLE reported_content DROP COLUMN takedown_id, DROP COLUMN resolution_reason, DROP COLUMN resolved_by, DROP COLUMN resolved_at');
    await q.query('DROP TABLE takedowns');
  }
}
