import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Posters' answers about possible matches ("This is my pet" / "Not my pet"): one per pair and answering
 * poster, the latest answer kept. They are the labelled pairs bench/matching reads precision from.
 */
export class MatchFeedback1700000000870 implements MigrationInterface {
  name = 'MatchFeedback1700000000870';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE pet_match_feedback (
      post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      other_post_id uuid NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      verdict text NOT NULL CHECK (verdict IN ('mine', 'not_mine')),
      score real,
      answered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_id, other_post_id)
    )`);
    // "Not mine" hides the pair from both posts' panels: looked up from either side.
    await q.query(`CREATE INDEX pet_match_feedback_other ON pet_match_feedback (other_post_id) WHERE verdict = 'not_mine'`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE pet_match_feedback');
  }
}
