import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVENTS, forbidden, notFound, reviewInputSchema, SUBJECTS, type Review, type RpcRequest } from '@pawpals/contracts';
import { parseOr400, requireActor, UnitOfWork } from '@pawpals/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { idParam, returned } from '../common/sql';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';

const REVIEW_COLUMNS = `r.id, r.business_id AS "businessId", r.rating, r.comment, r.created_at AS "createdAt",
  json_build_object('firstName', u.first_name, 'profileImageUrl', u.profile_image_url) AS "user"`;

const toReview = (row: Review & { createdAt: Date | string }): Review => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

/**
 * One review per user per business: a second one replaces the first (same id, new rating, comment
 * and date). The business's avgRating and reviewCount are recomputed in the same transaction, with
 * the business row locked so concurrent reviews never lose an update. Owners cannot review their own
 * business.
 */
@Controller()
export class ReviewsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly businesses: BusinessesService,
  ) {}

  /** GET /api/reviews/:businessId, newest first. */
  @MessagePattern(SUBJECTS.directory.listReviews)
  async list(@Payload() req: RpcRequest): Promise<Review[]> {
    const businessId = idParam(req, 'businessId', BUSINESS_NOT_FOUND);
    const [exists] = await this.dataSource.query('SELECT 1 FROM businesses WHERE id = $1', [businessId]);
    if (!exists) throw notFound(BUSINESS_NOT_FOUND);
    const rows = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE r.business_id = $1 ORDER BY r.created_at DESC, r.id`,
      [businessId],
    );
    return rows.map(toReview);
  }

  /** GET /api/user/reviews: the caller's reviews with business {id, name}. */
  @MessagePattern(SUBJECTS.directory.listMyReviews)
  async mine(@Payload() req: RpcRequest): Promise<Review[]> {
    const { userId } = requireActor(req);
    const rows = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, json_build_object('id', b.id, 'name', b.name) AS business
       FROM reviews r JOIN businesses b ON b.id = r.business_id LEFT JOIN user_profiles u ON u.user_id = r.user_id
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
    return rows.map(toReview);
  }

  @MessagePattern(SUBJECTS.directory.createReview)
  async create(@Payload() req: RpcRequest): Promise<Review> {
    const { userId } = requireActor(req);
    const input = parseOr400(reviewInputSchema, req.body);
    return this.uow.run(async (manager, events) => {
      const business = await this.businesses.lockForChange(manager, input.businessId.toLowerCase());
      if (business.ownerId === userId) throw forbidden('You cannot review your own business');
      const [saved] = await manager.query(
        `INSERT INTO reviews (business_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (business_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, created_at = now()
         RETURNING id, (xmax <> 0) AS replaced`,
        [business.id, userId, input.rating, input.comment ?? null],
      );
      const [stats] = returned<{ avgRating: number; reviewCount: number }>(await manager.query(
        `UPDATE businesses SET (avg_rating, review_count) =
           (SELECT coalesce(round(avg(rating), 2), 0)::float8, count(*)::int FROM reviews WHERE business_id = $1),
           updated_at = now()
         WHERE id = $1 RETURNING avg_rating AS "avgRating", review_count AS "reviewCount"`,
        [business.id],
      ));
      const review = await this.one(manager, saved.id);
      events.emit(EVENTS.reviewCreated, {
        reviewId: review.id,
        businessId: business.id,
        businessName: business.name,
        ownerId: business.ownerId,
        userId,
        userFirstName: req.actor?.firstName ?? review.user.firstName,
        rating: review.rating,
        comment: review.comment,
        avgRating: stats.avgRating,
        reviewCount: stats.reviewCount,
        replaced: saved.replaced,
      });
      return review;
    });
  }

  private async one(manager: EntityManager, id: string): Promise<Review> {
    const [row] = await manager.query(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r LEFT JOIN user_profiles u ON u.user_id = r.user_id WHERE r.id = $1`,
      [id],
    );
    return toReview(row);
  }
}
