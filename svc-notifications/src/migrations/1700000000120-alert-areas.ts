import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where members want to hear about lost and found pets. The fan-out asks "which areas contain this
 * point": every area has its own radius (≤ 50 mi), so a latitude band of the largest radius around
 * the point (the btree below) narrows 100,000 areas to a few thousand before the exact miles.
 */
export class AlertAreas1700000000120 implements MigrationInterface {
  name = 'AlertAreas1700000000120';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE alert_areas (
      user_id uuid PRIMARY KEY,
      zip_code text,
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      radius_miles real NOT NULL CHECK (radius_miles BETWEEN 1 AND 50),
      species text[] NOT NULL DEFAULT '{}',
      place_label text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX alert_areas_position ON alert_areas (latitude, longitude)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE alert_areas');
  }
}
