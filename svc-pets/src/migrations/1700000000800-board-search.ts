import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The board's active, approved posts: what every index below is partial on. */
const BOARD = `status = 'active' AND approval_status = 'approved'`;

/**
 * The board paged by keyset and searched in SQL (docs/decisions/0139-one-paging-convention.md): newest
 * first by (created_at, id), and `q` as substrings of one lower-cased text of what a neighbour would type
 * (name, breed, colour, description, collar, species, place), answered by a trigram index.
 */
export class BoardSearch1700000000800 implements MigrationInterface {
  name = 'BoardSearch1700000000800';
  async up(q: QueryRunner) {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`ALTER TABLE lost_found_posts ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
      coalesce(pet_name, '') || ' ' || coalesce(breed, '') || ' ' || coalesce(color, '') || ' ' || description || ' ' ||
      coalesce(collar_info, '') || ' ' || coalesce(species, '') || ' ' || last_seen_location
    )) STORED`);
    await q.query(`CREATE INDEX lost_found_posts_search ON lost_found_posts USING gin (search_text gin_trgm_ops) WHERE ${BOARD}`);
    await q.query(`CREATE INDEX lost_found_posts_board ON lost_found_posts (created_at DESC, id DESC) WHERE ${BOARD}`);
    await q.query(`CREATE INDEX lost_found_posts_board_type ON lost_found_posts (type, created_at DESC, id DESC) WHERE ${BOARD}`);
    await q.query('DROP INDEX lost_found_posts_public');
  }
  async down(q: QueryRunner) {
    await q.query(`CREATE INDEX lost_found_posts_public ON lost_found_posts (type, created_at DESC) WHERE ${BOARD}`);
    await q.query('DROP INDEX lost_found_posts_board_type');
    await q.query('DROP INDEX lost_found_posts_board');
    await q.query('DROP INDEX lost_found_posts_search');
    await q.query('ALTER TABLE lost_found_posts DROP COLUMN search_text');
  }
}
