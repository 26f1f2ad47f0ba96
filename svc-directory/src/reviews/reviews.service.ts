import { Injectable } from '@nestjs/common';
import {
  conflict,
  decodeCursor,
  EVENTS,
  forbidden,
  notFound,
  pageLimitOf,
  pageOf,
  SUBJECTS,
  type Actor,
  type AdminCheck,
  type CursorKeyKind,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Review,
  type ReviewSort,
} from '@pawpals/contracts';
import { RpcClient, UnitOfWork } from '@pawpals/nest-common';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import type { EntityManager } from 'typeorm';
import { ReviewsRepository, type LockedReview } from './reviews.repository';

export const REVIEW_NOT_FOUND = 'Review not found';

/** The kinds of each review sort's keys (ReviewsRepository.pageOfBusiness): [rating or helpful count,] created_at, id. */
const REVIEW_CURSOR_KEYS: Record<ReviewSort, readonly CursorKeyKind[]> = {
  newest: ['timestamp', 'uuid'],
  highest: ['number', 'timestamp', 'uuid'],
  lowest: ['number', 'timestamp', 'uuid'],
  helpful: ['number', 'timestamp', 'uuid'],
};

/**
 * One review per user per business: a second one replaces the first (same id, new rating, comment
 * and date). The business's avgRating and reviewCount are recomputed in the same transaction, with
 * the business row locked so concurrent reviews never lose an update. Owners cannot review their own
 * business.
 *
 * The owner of the reviewed business may answer each review once (PUT again edits the answer, DELETE
 * removes it); the reviewer hears about the first answer. Members other than the reviewer and the
 * business's owner may mark a review helpful, once each.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly businessRows: BusinessesRepository,
    private readonly businesses: BusinessesService,
    private readonly uow: UnitOfWork,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * A business's reviews, newest first unless another sort is asked; 404 for an unknown business. A business
   * the public does not see (taken down by a moderator, unlisted, its owner suspended: GET /api/businesses/:id
   * is a 404) has its reviews answered like an unknown one, except to its owner and to admins.
   */
  async listReviews(businessId: string, query: ParsedQueryOf<'listReviews'>, actor: Actor | null = null): Promise<Page<Review>> {
    const business = await this.businessRows.visibilityOf(businessId);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    if (!business.listed && !(actor && (actor.userId === business.ownerId || (await this.isAdmin(actor))))) throw notFound(BUSINESS_NOT_FOUND);
    // Each sort is a list of its own: a cursor of one is refused by another.
    const sort = query.sort ?? 'newest';
    const list = `listReviews:${sort}`;
    const after = query.cursor ? decodeCursor(query.cursor, list, REVIEW_CURSOR_KEYS[sort]) : undefined;
    const limit = pageLimitOf(query.limit);
    const rows = await this.reviews.pageOfBusiness(businessId, sort, after, limit + 1);
    return pageOf(rows, limit, list, (row) => row.sortKeys, (row) => row.review);
  }

  /** On public routes the gateway does not fill adminRole, so svc-admin is asked (only for a hidden business). */
  private async isAdmin(actor: Actor): Promise<boolean> {
    if (actor.adminRole) return true;
    const check = await this.rpc.request<AdminCheck>(SUBJECTS.admin.checkAdmin, { actor, params: {}, query: {}, body: {} });
    return check.isAdmin;
  }

  /** The business owner's answer (first one or an edit). */
  async replyToReview(userId: string, reviewId: string, { message }: ParsedBodyOf<'replyToReview'>): Promise<Review> {
    return this.uow.run(async (manager, events) => {
      const review = await this.lockForOwnerAnswer(manager, userId, reviewId);
      await this.reviews.setReply(manager, review.id, message);
      events.emit(EVENTS.reviewReplied, {
        reviewId: review.id,
        businessId: review.businessId,
        businessName: review.businessName,
        ownerId: userId,
        reviewerId: review.userId,
        message,
        edited: review.hasReply,
      });
      return this.reviews.findById(manager, review.id);
    });
  }

  async deleteReviewReply(userId: string, reviewId: string): Promise<Review> {
    return this.uow.run(async (manager) => {
      const review = await this.lockForOwnerAnswer(manager, userId, reviewId);
      if (!review.hasReply) throw notFound('This review has no answer to remove');
      await this.reviews.removeReply(manager, review.id);
      return this.reviews.findById(manager, review.id);
    });
  }

  async markReviewHelpful(userId: string, reviewId: string): Promise<Review> {
    return this.uow.run(async (manager) => {
      const review = await this.reviews.lockReview(manager, reviewId);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      if (review.userId === userId) throw forbidden('You cannot mark your own review helpful');
      // An owner's marks would push the praise of their own business to the top of "most helpful".
      if (review.ownerId === userId) throw forbidden('You cannot mark reviews of your own business helpful');
      if (!(await this.reviews.markHelpful(manager, review.id, userId))) throw conflict('You already marked this review helpful');
      return this.reviews.findById(manager, review.id);
    });
  }

  private async lockForOwnerAnswer(manager: EntityManager, userId: string, reviewId: string): Promise<LockedReview> {
    const review = await this.reviews.lockReview(manager, reviewId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.ownerId !== userId) throw forbidden('Only the owner of the reviewed business can answer this review');
    return review;
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
