import { Injectable } from '@nestjs/common';
import { EVENTS, forbidden, notFound, type Actor, type ParsedBodyOf, type Review } from '@pawpals/contracts';
import { UnitOfWork } from '@pawpals/nest-common';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import { ReviewsRepository } from './reviews.repository';

/**
 * One review per user per business: a second one replaces the first (same id, new rating, comment
 * and date). The business's avgRating and reviewCount are recomputed in the same transaction, with
 * the business row locked so concurrent reviews never lose an update. Owners cannot review their own
 * business.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly businessRows: BusinessesRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
  ) {}

  /** A business's reviews, newest first; 404 for an unknown business. */
  async listReviews(businessId: string): Promise<Review[]> {
    if (!(await this.businessRows.exists(businessId))) throw notFound(BUSINESS_NOT_FOUND);
    return this.reviews.ofBusiness(businessId);
  }

  /** The caller's reviews with business {id, name}. */
  listMyReviews(userId: string): Promise<Review[]> {
    return this.reviews.ofUser(userId);
  }

  async createReview(actor: Actor, input: ParsedBodyOf<'createReview'>): Promise<Review> {
    const { userId } = actor;
    return this.uow.run(async (manager, events) => {
      const business = await this.businesses.lockForChange(manager, input.businessId.toLowerCase());
      if (business.ownerId === userId) throw forbidden('You cannot review your own business');
      const saved = await this.reviews.upsert(manager, business.id, userId, input.rating, input.comment ?? null);
      const stats = await this.reviews.refreshBusinessRating(manager, business.id);
      const review = await this.reviews.findById(manager, saved.id);
      events.emit(EVENTS.reviewCreated, {
        reviewId: review.id,
        businessId: business.id,
        businessName: business.name,
        ownerId: business.ownerId,
        userId,
        userFirstName: actor.firstName ?? review.user.firstName,
        rating: review.rating,
        comment: review.comment,
        avgRating: stats.avgRating,
        reviewCount: stats.reviewCount,
        replaced: saved.replaced,
      });
      return review;
    });
  }
}
