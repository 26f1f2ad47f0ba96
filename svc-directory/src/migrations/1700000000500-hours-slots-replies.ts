import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opening hours (weekly ranges + whole-day closures, in the business's IANA zone), bookable
 * vet slots, owner replies to reviews and helpful marks.
 *
 * business_hours repeats the business's zone on each range, and hours_zones lists the zones in use (a
 * handful), so "open now" computes each zone's local clock once per query (hours/open-now-sql.ts).
 * Two people can never hold one slot: a unique partial index over the slot of every pending or
 * confirmed booking (free-date requests have no slot_start and are not constrained).
 */
export class HoursSlotsReplies1700000000500 implements MigrationInterface {
  name = 'HoursSlotsReplies1700000000500';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE businesses
      ADD COLUMN time_zone text,
      ADD COLUMN booking_slot_minutes integer CHECK (booking_slot_minutes BETWEEN 10 AND 240),
      ADD COLUMN booking_enabled boolean NOT NULL DEFAULT false`);

    await q.query(`CREATE TABLE business_hours (
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      time_zone text NOT NULL,
      day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
      open_minute smallint NOT NULL CHECK (open_minute BETWEEN 0 AND 1439),
      close_minute smallint NOT NULL CHECK (close_minute BETWEEN 1 AND 1440),
      CHECK (close_minute > open_minute),
      PRIMARY KEY (business_id, day, open_minute)
    )`);
    await q.query('CREATE TABLE hours_zones (time_zone text PRIMARY KEY)');

    await q.query(`CREATE TABLE business_closures (
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      closed_on date NOT NULL,
      note text,
      PRIMARY KEY (business_id, closed_on)
    )`);

    await q.query('ALTER TABLE appointments ADD COLUMN slot_start timestamptz, ADD COLUMN cancelled_by text CHECK (cancelled_by IN (\'business\', \'visitor\'))');
    await q.query(
      `CREATE UNIQUE INDEX appointments_one_holder_per_slot ON appointments (business_id, slot_start)
       WHERE slot_start IS NOT NULL AND status IN ('pending', 'confirmed')`,
    );

    await q.query(`ALTER TABLE reviews
      ADD COLUMN reply_message text,
      ADD COLUMN reply_created_at timestamptz,
      ADD COLUMN reply_updated_at timestamptz,
      ADD COLUMN helpful_count integer NOT NULL DEFAULT 0,
      ADD CHECK ((reply_message IS NULL) = (reply_created_at IS NULL))`);
    await q.query(`CREATE TABLE review_helpful_marks (
      review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, user_id)
    )`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE review_helpful_marks');
    await q.query('ALTER TABLE reviews DROP COLUMN reply_message, DROP COLUMN reply_created_at, DROP COLUMN reply_updated_at, DROP COLUMN helpful_count');
    await q.query('DROP INDEX appointments_one_holder_per_slot');
    await q.query('ALTER TABLE appointments DROP COLUMN slot_start, DROP COLUMN cancelled_by');
    await q.query('DROP TABLE business_closures');
    await q.query('DROP TABLE hours_zones');
    await q.query('DROP TABLE business_hours');
    await q.query('ALTER TABLE businesses DROP COLUMN time_zone, DROP COLUMN booking_slot_minutes, DROP COLUMN booking_enabled');
  }
}
