import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LostFoundPosts1700000000400 implements MigrationInterface {
  name = 'LostFoundPosts1700000000400';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE lost_found_posts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      type text NOT NULL CHECK (type IN ('lost', 'found')),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'resolved')),
      approval_status text NOT NULL DEFAULT 'pending' CHECK (approval_status IN ('pending', 'approved', 'rejected')),
      pet_name text,
      breed text,
      color text,
      species text,
      description text NOT NULL,
      collar_info text,
      last_seen_location text NOT NULL,
      last_seen_date timestamptz,
      photo_url text,
      contact_info text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      moderated_at timestamptz,
      moderated_by uuid
    )`);
    await q.query(
      `CREATE INDEX lost_found_posts_public ON lost_found_posts (type, created_at DESC) WHERE status = 'active' AND approval_status = 'approved'`,
    );
    await q.query('CREATE INDEX lost_found_posts_user ON lost_found_posts (user_id, created_at DESC)');
    await q.query(`CREATE INDEX lost_found_posts_pending ON lost_found_posts (created_at) WHERE approval_status = 'pending'`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE lost_found_posts');
  }
}
