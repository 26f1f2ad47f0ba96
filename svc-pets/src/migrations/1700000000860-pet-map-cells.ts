import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A post the map counts: on the board (active, approved, not taken down) with a place. Suspensions are taken out when read. */
const COUNTED = `p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND p.latitude IS NOT NULL`;

/**
 * What `source` (rows of lost_found_posts with a `sign`: +1 added, -1 removed) changes in every level's
 * cell, added to pet_map_cells. Level L is the grid of 90° / 2^L (the zooms below street zoom, 0–11); the
 * cell of a post is floor(longitude / cell), floor(latitude / cell), as the map's live GROUP BY computes it.
 * Rows are written in key order so concurrent changes lock cells in the same order (no deadlock).
 */
const shiftCells = (source: string) => `
  INSERT INTO pet_map_cells AS c (level, cx, cy, type, posts, sum_latitude, sum_longitude)
  SELECT level, cx, cy, type, sum(sign), sum(sign * latitude), sum(sign * longitude)
    FROM (SELECT l.level, floor(p.longitude / (90 / 2 ^ l.level::float8))::int AS cx, floor(p.latitude / (90 / 2 ^ l.level::float8))::int AS cy,
                 p.type, p.sign, round(CAST(p.latitude AS numeric), 3) AS latitude, round(CAST(p.longitude AS numeric), 3) AS longitude
            FROM (${source}) p CROSS JOIN generate_series(0, 11) AS l(level)
           WHERE ${COUNTED}) shifted
   GROUP BY level, cx, cy, type
  HAVING sum(sign) <> 0 OR sum(sign * latitude) <> 0 OR sum(sign * longitude) <> 0
   ORDER BY level, cx, cy, type
  ON CONFLICT (level, cx, cy, type) DO UPDATE SET posts = c.posts + excluded.posts,
     sum_latitude = c.sum_latitude + excluded.sum_latitude, sum_longitude = c.sum_longitude + excluded.sum_longitude`;

const TRIGGERS = [
  { event: 'insert', referencing: 'NEW TABLE AS new_rows', source: 'SELECT n.*, 1 AS sign FROM new_rows n' },
  { event: 'delete', referencing: 'OLD TABLE AS old_rows', source: 'SELECT o.*, -1 AS sign FROM old_rows o' },
  {
    event: 'update',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    source: 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o',
  },
];

/**
 * The zoomed-out map reads counts kept per grid cell instead of grouping every post in the box
 * (docs/decisions/0144-near-me-and-the-map-at-national-scale.md). Statement triggers on lost_found_posts keep
 * them in the writing transaction, whoever writes (a post's approval, resolve, takedown, restore, deletion,
 * an account's erasure), and a bulk load pays one set-based statement. The mean pin of a cell is kept as sums
 * of the public pins (numeric, so adding and taking away leaves no rounding behind).
 */
export class PetMapCells1700000000860 implements MigrationInterface {
  name = 'PetMapCells1700000000860';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE pet_map_cells (
      level smallint NOT NULL,
      cx integer NOT NULL,
      cy integer NOT NULL,
      type text NOT NULL,
      posts integer NOT NULL,
      sum_latitude numeric NOT NULL,
      sum_longitude numeric NOT NULL,
      PRIMARY KEY (level, cx, cy, type)
    )`);
    for (const { event, referencing, source } of TRIGGERS) {
      await q.query(`CREATE FUNCTION pet_map_cells_after_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${shiftCells(source)}; RETURN NULL; END $$`);
      await q.query(`CREATE TRIGGER pet_map_cells_${event} AFTER ${event.toUpperCase()} ON lost_found_posts
        REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION pet_map_cells_after_${event}()`);
    }
    // TRUNCATE fires none of the triggers above: it empties the counts by its own.
    await q.query(`CREATE FUNCTION pet_map_cells_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE pet_map_cells; RETURN NULL; END $$`);
    await q.query('CREATE TRIGGER pet_map_cells_truncate AFTER TRUNCATE ON lost_found_posts FOR EACH STATEMENT EXECUTE FUNCTION pet_map_cells_after_truncate()');
    await q.query(shiftCells('SELECT p.*, 1 AS sign FROM lost_found_posts p'));
  }
  async down(q: QueryRunner) {
    for (const event of [...TRIGGERS.map((trigger) => trigger.event), 'truncate']) {
      await q.query(`DROP TRIGGER pet_map_cells_${event} ON lost_found_posts`);
      await q.query(`DROP FUNCTION pet_map_cells_after_${event}()`);
    }
    await q.query('DROP TABLE pet_map_cells');
  }
}
