import { Injectable } from '@nestjs/common';
import type { CursorKey, Review, ReviewSort } from '@pawpals/contracts';
import { authorNotSuspended, cursorTimestampSql, returnedRows, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

/** A timestamptz as the ISO text JavaScript writes (inside json_build_object, where withIsoTimes cannot reach). */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const REVIEW_COLUMNS = `r.id, r.business_id AS "businessId", r.rating, r.comment, r.created_at AS "createdAt",
  json_build_object('firstName', coalesce(u.first_name, 'Anonymous'), 'profileImageUrl', u.profile_image_url) AS "user",
  CASE WHEN r.reply_message IS NULL THEN NULL
    ELSE json_build_object('message', r.reply_message, 'createdAt', ${isoText('r.reply_created_at')}) END AS "ownerReply",
  r.helpful_count AS "helpfulCount"`;

/**
 * Each review sort as a keyset (docs/decisions/0139-one-paging-convention.md): its ORDER BY, ending newest
 * first and by id so every review has one place, and the condition "after the previous page's last row".
 * The rating or helpful count leads (its direction per sort), then (created_at, id) descending.
 */
const REVIEW_KEYSETS: Record<ReviewSort, { orderBy: string; lead?: { column: string; direction: 'ASC' | 'DESC' } }> = {
  newest: { orderBy: 'r.created_at DESC, r.id DESC' },
  highest: { orderBy: 'r.rating DESC, r.created_at DESC, r.id DESC', lead: { column: 'r.rating', direction: 'DESC' } },
  lowest: { orderBy: 'r.rating ASC, r.created_at DESC, r.id DESC', lead: { column: 'r.rating', direction: 'ASC' } },
  helpful: { orderBy: 'r.helpful_count DESC, r.created_at DESC, r.id DESC', lead: { column: 'r.helpful_count', direction: 'DESC' } },
};

/** A review with the sort keys of its place in the list ([rating or helpful count,] created_at, id). */
export interface ReviewPageRow {
  review: Review;
  sortKeys: CursorKey[];
}

/** A review locked for its business owner's answer or a helpful mark. */
export interface LockedReview {
  id: string;
  userId: string;
  businessId: string;
  businessName: string;
  ownerId: string | null;
  hasReply: boolean;
}

const toReview = (row: Review): Review => withIsoTimes(row, 'createdAt');
/** The author's own review carries the reason while a moderator has it down. */
const toOwnReview = ({ removedReason, ...row }: Review & { removedReason: string | null }): Review =>
  toReview(removedReason ? { ...row, removedReason } : row);

/** The reviews table (and the rating statistics it keeps on businesses): SQL only. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of a business's reviews in the chosen order: `limit` rows at most after `after`, the sort keys of
   * the previous page's last row (ReviewPageRow.sortKeys).
   */
  async pageOfBusiness(businessId: string, sort: ReviewSort, after: CursorKey[] | undefined, limit: number): Promise<ReviewPageRow[]> {
    const { orderBy, lead } = REVIEW_KEYSETS[sort];
    const params: unknown[] = [businessId];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const where = ['r.business_id = $1', 'r.removed_reason IS NULL', authorNotSuspended('r.user_id')];
    if (after) {
      const [leadKey, createdAt, id] = lead ? after : [undefined, ...after];
      const older = `(r.created_at, r.id) < (${param(createdAt)}::timestamptz, ${param(id)}::uuid)`;
      if (!lead) where.push(older);
      else {
        const leadParam = param(leadKey);
        where.push(`(${lead.column} ${lead.direction === 'DESC' ? '<' : '>'} ${leadParam} OR (${lead.column} = ${leadParam} AND ${older}))`);
      }
    }
    const rows: (Review & { createdAtKey: string; leadKey: number | null })[] = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, ${cursorTimestampSql('r.created_at')} AS "createdAtKey", ${lead ? lead.column : 'NULL::int'} AS "leadKey"
       FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${param(limit)}`,
      params,
    );
    return rows.map(({ createdAtKey, leadKey, ...review }) => ({
      review: toReview(review),
      sortKeys: lead ? [leadKey, createdAtKey, review.id] : [createdAtKey, review.id],
    }));
  }

  /** A user's reviews with business {id, name}, newest first. */
  async ofUser(userId: string): Promise<Review[]> {
    const rows = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, json_build_object('id', b.id, 'name', b.name) AS business, r.removed_reason AS "removedReason"
       FROM reviews r JOIN businesses b ON b.id = r.business_id LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
    return rows.map(toOwnReview);
  }

  /** Inserts the user's review of a business, or replaces theirs (same id, new rating, comment and date). */
  async upsert(
    manager: EntityManager,
    businessId: string,
    userId: string,
    rating: number,
    comment: string | null,
  ): Promise<{ id: string; replaced: boolean }> {
    const [saved] = await manager.query(
      `INSERT INTO reviews (business_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
       ON CONFLICT (business_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, created_at = now()
       RETURNING id, (xmax <> 0) AS replaced`,
      [businessId, userId, rating, comment],
    );
    return saved;
  }

  /** Recomputes the business's avgRating and reviewCount from its reviews (not those taken down); answers them. */
  async refreshBusinessRating(manager: EntityManager, businessId: string): Promise<{ avgRating: number; reviewCount: number }> {
    const [stats] = returnedRows<{ avgRating: number; reviewCount: number }>(
      await manager.query(
        `UPDATE businesses SET (avg_rating, review_count) =
           (SELECT coalesce(round(avg(rating), 2), 0)::float8, count(*)::int FROM reviews WHERE business_id = $1 AND removed_reason IS NULL),
           updated_at = now()
         WHERE id = $1 RETURNING avg_rating AS "avgRating", review_count AS "reviewCount"`,
        [businessId],
      ),
    );
    return stats;
  }

  /** Locks a review (not its business) for an answer or a helpful mark; undefined when there is none. */
  async lockReview(manager: EntityManager, id: string): Promise<LockedReview | undefined> {
    const [row] = await manager.query(
      `SELECT r.id, r.user_id AS "userId", b.id AS "businessId", b.name AS "businessName", b.owner_id AS "ownerId",
         (r.reply_message IS NOT NULL) AS "hasReply"
       FROM reviews r JOIN businesses b ON b.id = r.business_id WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
    return row;
  }

  /** Writes the owner's answer; the first answer's date is kept when it is edited. */
  async setReply(manager: EntityManager, id: string, message: string): Promise<void> {
    await manager.query(
      `UPDATE reviews SET reply_message = $2, reply_created_at = coalesce(reply_created_at, now()),
         reply_updated_at = now() WHERE id = $1`,
      [id, message],
    );
  }

  async removeReply(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE reviews SET reply_message = NULL, reply_created_at = NULL, reply_updated_at = NULL WHERE id = $1', [id]);
  }

  /** Records a member's helpful mark and counts it; false when they had already marked it. */
  async markHelpful(manager: EntityManager, reviewId: string, userId: string): Promise<boolean> {
    const inserted = await manager.query(
      'INSERT INTO review_helpful_marks (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING review_id',
      [reviewId, userId],
    );
    if (!inserted.length) return false;
    await manager.query('UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = $1', [reviewId]);
    return true;
  }

  async findById(manager: EntityManager, id: string): Promise<Review> {
    const [row] = await manager.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id WHERE r.id = $1`,
      [id],
    );
    return toReview(row);
  }
}
