import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post has 1 to 5 photos in the poster's order, and each photo's placeholder (a ThumbHash the
 * gateway computed; null when it did not know one). `photo_url` stays the cover (= photo_urls[1]) so
 * everything that reads one photo (cards, flyer, share previews, matches, conversations) keeps working.
 * A sighting keeps its photo's placeholder too.
 */
export class PostPhotos1700000000550 implements MigrationInterface {
  name = 'PostPhotos1700000000550';
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE lost_found_posts
      ADD COLUMN photo_urls text[] NOT NULL DEFAULT '{}',
      ADD COLUMN photo_placeholders text[] NOT NULL DEFAULT '{}'`);
    await q.query(`UPDATE lost_found_posts SET photo_urls = ARRAY[photo_url], photo_placeholders = ARRAY[NULL::text] WHERE photo_url IS NOT NULL`);
    await q.query(`ALTER TABLE lost_found_posts
      ADD CONSTRAINT lost_found_posts_photos CHECK (
        cardinality(photo_urls) <= 5
        AND cardinality(photo_placeholders) = cardinality(photo_urls)
        AND photo_url IS NOT DISTINCT FROM photo_urls[1]
      )`);
    await q.query('ALTER TABLE sightings ADD COLUMN photo_placeholder text');
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE sightings DROP COLUMN photo_placeholder');
    await q.query('ALTER TABLE lost_found_posts DROP CONSTRAINT lost_found_posts_photos');
    await q.query('ALTER TABLE lost_found_posts DROP COLUMN photo_placeholders, DROP COLUMN photo_urls');
  }
}
