import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who saw a lost or found pet, where and when (the reporter's first name is kept as they gave it). */
export class Sightings1700000000520 implements MigrationInterface {
  name = 'Sightings1700000000520';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE sightings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL,
      reporter_first_name text,
      seen_at timestamptz NOT NULL,
      location text NOT NULL,
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      note text,
      photo_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    )`);
    await q.query('CREATE INDEX sightings_post ON sightings (post_id, seen_at DESC)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE sightings');
  }
}
