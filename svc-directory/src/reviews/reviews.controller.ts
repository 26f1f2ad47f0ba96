import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest, type Page, type Review } from '@pawpals/contracts';
import { requireActor, uuidParam } from '@pawpals/nest-common';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { REVIEW_NOT_FOUND, ReviewsService } from './reviews.service';

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @MessagePattern(SUBJECTS.directory.listReviews)
  listReviews(@Payload() req: ContractRequest<'listReviews'>): Promise<Page<Review>> {
    return this.reviews.listReviews(uuidParam(req.params, 'businessId', BUSINESS_NOT_FOUND), req.query, req.actor);
  }

  @MessagePattern(SUBJECTS.directory.replyToReview)
  replyToReview(@Payload() req: ContractRequest<'replyToReview'>): Promise<Review> {
    const { userId } = requireActor(req);
    return this.reviews.replyToReview(userId, uuidParam(req.params, 'id', REVIEW_NOT_FOUND), req.body);
  }

  @MessagePattern(SUBJECTS.directory.deleteReviewReply)
  deleteReviewReply(@Payload() req: ContractRequest<'deleteReviewReply'>): Promise<Review> {
    const { userId } = requireActor(req);
    return this.reviews.deleteReviewReply(userId, uuidParam(req.params, 'id', REVIEW_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.directory.markReviewHelpful)
  markReviewHelpful(@Payload() req: ContractRequest<'markReviewHelpful'>): Promise<Review> {
    const { userId } = requireActor(req);
    return this.reviews.markReviewHelpful(userId, uuidParam(req.params, 'id', REVIEW_NOT_FOUND));
  }

  @MessagePattern(SUBJECTS.directory.listMyReviews)
  listMyReviews(@Payload() req: ContractRequest<'listMyReviews'>): Promise<Review[]> {
    return this.reviews.listMyReviews(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.directory.createReview)
  createReview(@Payload() req: ContractRequest<'createReview'>): Promise<Review> {
    return this.reviews.createReview(requireActor(req), req.body);
  }
}
