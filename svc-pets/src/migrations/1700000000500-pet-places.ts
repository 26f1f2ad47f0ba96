import { PET_SPECIES } from '@pawpals/contracts';
import { resolvePlaceText } from '@pawpals/geo';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * What a post says about the animal (species from a fixed list, size, sex, microchip) and
 * where it was last seen as coordinates, with how exact they are. Existing posts are placed from their
 * last seen text with the offline gazetteer (no network in a migration); what does not resolve stays
 * without coordinates, as new unresolvable posts do.
 */
export class PetPlaces1700000000500 implements MigrationInterface {
  name = 'PetPlaces1700000000500';

  async up(q: QueryRunner) {
    await q.query(`UPDATE lost_found_posts SET species = lower(trim(species)) WHERE species IS NOT NULL`);
    await q.query(`UPDATE lost_found_posts SET species = NULL WHERE species NOT IN (${list(PET_SPECIES)})`);
    await q.query(`ALTER TABLE lost_found_posts
      ADD CONSTRAINT lost_found_posts_species CHECK (species IN (${list(PET_SPECIES)})),
      ADD COLUMN size text CHECK (size IN ('small', 'medium', 'large')),
      ADD COLUMN sex text CHECK (sex IN ('male', 'female', 'unknown')),
      ADD COLUMN microchipped text CHECK (microchipped IN ('yes', 'no', 'unknown')),
      ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      ADD COLUMN location_precision text CHECK (location_precision IN ('pin', 'street', 'zip', 'city')),
      ADD CONSTRAINT lost_found_posts_coordinates CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (location_precision IS NULL))`);
    // "Near me" and match candidates prefilter by a latitude band (then longitude, then exact miles):
    // a btree on the public posts' latitude keeps that an index range scan.
    await q.query(
      `CREATE INDEX lost_found_posts_public_latitude ON lost_found_posts (latitude, longitude) WHERE status = 'active' AND approval_status = 'approved' AND latitude IS NOT NULL`,
    );
    await backfillPlaces(q);
  }

  async down(q: QueryRunner) {
    await q.query('DROP INDEX lost_found_posts_public_latitude');
    await q.query(`ALTER TABLE lost_found_posts DROP CONSTRAINT lost_found_posts_coordinates, DROP CONSTRAINT lost_found_posts_species,
      DROP COLUMN size, DROP COLUMN sex, DROP COLUMN microchipped, DROP COLUMN latitude, DROP COLUMN longitude, DROP COLUMN location_precision`);
  }
}

/** Places the posts that have no coordinates yet from their last seen text (offline gazetteer). */
export async function backfillPlaces(q: { query(sql: string, params?: unknown[]): Promise<any> }): Promise<number> { // eslint-disable-line @typescript-eslint/no-explicit-any -- a QueryRunner or a test's client
  const rows: { id: string; last_seen_location: string }[] = await q.query(
    'SELECT id, last_seen_location FROM lost_found_posts WHERE latitude IS NULL',
  );
  let placed = 0;
  for (const row of rows) {
    const place = resolvePlaceText(row.last_seen_location);
    if (!place) continue;
    await q.query('UPDATE lost_found_posts SET latitude = $2, longitude = $3, location_precision = $4 WHERE id = $1', [
      row.id,
      place.latitude,
      place.longitude,
      place.precision,
    ]);
    placed++;
  }
  return placed;
}
