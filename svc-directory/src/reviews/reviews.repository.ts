import { Injectable } from '@nestjs/common';
import type { Review } from '@pawpals/contracts';
import { returnedRows, withIsoTimes } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';

const REVIEW_COLUMNS = `r.id, r.business_id AS "businessId", r.rating, r.comment, r.created_at AS "createdAt",
  json_build_object('firstName', coalesce(u.first_name, 'Anonymous'), 'profileImageUrl', u.profile_image_url) AS "user"`;

const toReview = (row: Review): Review => withIsoTimes(row, 'createdAt');

/** The reviews table (and the rating statistics it keeps on businesses): SQL only. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A business's reviews, newest first. */
  async ofBusiness(businessId: string): Promise<Review[]> {
    const rows = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE r.business_id = $1 ORDER BY r.created_at DESC, r.id`,
      [businessId],
    );
    return rows.map(toReview);
  }

  /** A user's reviews with business {id, name}, newest first. */
  async ofUser(userId: string): Promise<Review[]> {
    const rows = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, json_build_object('id', b.id, 'name', b.name) AS business
       FROM reviews r JOIN businesses b ON b.id = r.business_id LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
    return rows.map(toReview);
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

  /** Recomputes the business's avgRating and reviewCount from its reviews; answers them. */
  async refreshBusinessRating(manager: EntityManager, businessId: string): Promise<{ avgRating: number; reviewCount: number }> {
    const [stats] = returnedRows<{ avgRating: number; reviewCount: number }>(
      await manager.query(
        `UPDATE businesses SET (avg_rating, review_count) =
           (SELECT coalesce(round(avg(rating), 2), 0)::float8, count(*)::int FROM reviews WHERE business_id = $1),
           updated_at = now()
         WHERE id = $1 RETURNING avg_rating AS "avgRating", review_count AS "reviewCount"`,
        [businessId],
      ),
    );
    return stats;
  }

  async findById(manager: EntityManager, id: string): Promise<Review> {
    const [row] = await manager.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id WHERE r.id = $1`,
      [id],
    );
    return toReview(row);
  }
}
