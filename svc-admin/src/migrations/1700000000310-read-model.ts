import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin portal's read model, kept from events so no page load fans out to other services. */
export class ReadModel1700000000310 implements MigrationInterface {
  name = 'ReadModel1700000000310';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE rm_businesses (
      business_id uuid PRIMARY KEY,
      owner_id uuid,
      name text NOT NULL,
      category text NOT NULL,
      city text,
      price_range text,
      is_premium boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE rm_pet_posts (
      post_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      type text NOT NULL,
      pet_name text,
      approval_status text NOT NULL DEFAULT 'pending',
      status text NOT NULL DEFAULT 'active',
      updated_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX rm_pet_posts_user ON rm_pet_posts (user_id)');
    await q.query(`CREATE TABLE rm_reviews (
      review_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      business_id uuid NOT NULL,
      rating int NOT NULL
    )`);
    await q.query('CREATE INDEX rm_reviews_user ON rm_reviews (user_id)');
    await q.query(`CREATE TABLE rm_appointments (
      appointment_id uuid PRIMARY KEY,
      business_id uuid NOT NULL,
      requested_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE rm_activity (
      id uuid PRIMARY KEY,
      description text NOT NULL,
      occurred_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX rm_activity_recent ON rm_activity (occurred_at DESC)');
    await q.query(`CREATE TABLE reported_content (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type text NOT NULL CHECK (content_type IN ('business', 'review', 'lost_found_pet')),
      content_id uuid NOT NULL,
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewed', 'dismissed')),
      reporter_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (reporter_id, content_type, content_id)
    )`);
  }
  async down(q: QueryRunner) {
    for (const t of ['reported_content', 'rm_activity', 'rm_appointments', 'rm_reviews', 'rm_pet_posts', 'rm_businesses']) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
