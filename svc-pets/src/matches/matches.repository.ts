import { Injectable } from '@nestjs/common';
import type { MatchFeedback, MatchVerdict } from '@pawpals/contracts';
import { boundingBox } from '@pawpals/geo';
import { authorNotSuspended } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { LostFoundPetRow } from '../lost-found-pets/lost-found-pet';
import { postColumns } from '../lost-found-pets/lost-found-pets.repository';

/** Days around a post's date (last seen, else posted) in which a post of the other type may be the same pet. */
export interface MatchWindow {
  fromDays: number;
  toDays: number;
}

/** SQL of match suggestions: the candidates of a post and the pairs their posters were told about. */
@Injectable()
export class MatchesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Possible matches of a post: approved, active posts of the other type whose dates could fit (the
   * scoring decides exactly), of the same species or an unknown one, and — when both have coordinates —
   * inside the box of `radiusMiles` around it (posts without coordinates stay candidates), and not a pair
   * either poster answered "Not my pet"; newest first, at most `limit`.
   */
  matchCandidates(post: LostFoundPetRow, window: MatchWindow, radiusMiles: number, limit: number): Promise<LostFoundPetRow[]> {
    const params: unknown[] = [post.type, post.id, post.species, (post.lastSeenDate ?? post.createdAt).toISOString(), window.fromDays, window.toDays, limit];
    let near = '';
    if (post.latitude !== null && post.longitude !== null) {
      const box = boundingBox({ latitude: post.latitude, longitude: post.longitude }, radiusMiles);
      params.push(box.minLat, box.maxLat, box.minLng, box.maxLng);
      near = 'AND (p.latitude IS NULL OR (p.latitude BETWEEN $8 AND $9 AND p.longitude BETWEEN $10 AND $11))';
    }
    return this.dataSource.query(
      `SELECT ${postColumns('p')} FROM lost_found_posts p
        WHERE p.status = 'active' AND p.approval_status = 'approved' AND p.removed_reason IS NULL AND ${authorNotSuspended('p.user_id')}
          AND p.type <> $1 AND p.id <> $2
          AND (p.species IS NULL OR CAST($3 AS text) IS NULL OR p.species = $3)
          AND coalesce(p.last_seen_date, p.created_at) BETWEEN CAST($4 AS timestamptz) + make_interval(days => $5) AND CAST($4 AS timestamptz) + make_interval(days => $6)
          ${near}
          AND NOT EXISTS (SELECT 1 FROM pet_match_feedback f WHERE f.verdict = 'not_mine'
                AND ((f.post_id = $2 AND f.other_post_id = p.id) OR (f.post_id = p.id AND f.other_post_id = $2)))
        ORDER BY p.created_at DESC LIMIT $7`,
      params,
    );
  }

  /** A post as a possible match sees it: null once gone or its author is suspended. */
  async findLivePost(id: string): Promise<LostFoundPetRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${postColumns('p')} FROM lost_found_posts p WHERE p.id = $1 AND ${authorNotSuspended('p.user_id')}`, [id]);
    return row ?? null;
  }

  /** The posts the poster of `postId` said are their pet. */
  async claimedBy(postId: string): Promise<Set<string>> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT other_post_id AS id FROM pet_match_feedback WHERE post_id = $1 AND verdict = 'mine'`,
      [postId],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Keeps the poster's latest answer about a pair (with the pair's score then: a labelled pair for bench/matching). */
  async saveFeedback(f: { postId: string; otherPostId: string; userId: string; verdict: MatchVerdict; score: number | null }): Promise<MatchFeedback> {
    const [row] = await this.dataSource.query(
      `INSERT INTO pet_match_feedback (post_id, other_post_id, user_id, verdict, score) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (post_id, other_post_id) DO UPDATE SET user_id = $3, verdict = $4, score = $5, answered_at = now()
       RETURNING post_id AS "postId", other_post_id AS "otherPostId", verdict, answered_at AS "answeredAt"`,
      [f.postId, f.otherPostId, f.userId, f.verdict, f.score],
    );
    return { ...row, answeredAt: new Date(row.answeredAt).toISOString() };
  }

  /** Remembers that the posters of this pair were told; false when they already were (once per pair). */
  async recordMatchNotice(manager: EntityManager, pair: { lostPostId: string; foundPostId: string; score: number }): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO pet_match_notices (lost_post_id, found_post_id, score) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [pair.lostPostId, pair.foundPostId, pair.score],
    );
    return inserted.length > 0;
  }

  /**
   * Serialises the match announcements of concurrent approvals until this transaction ends: a lost and a
   * found post approved at the same moment would otherwise each miss the other (neither yet committed).
   */
  async lockAnnouncements(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('pets.match_announcements'))`);
  }
}
