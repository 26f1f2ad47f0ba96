import type { Review } from '@pawpals/contracts';

export function reviewerName(review: Pick<Review, 'user'>): string {
  return review.user?.firstName?.trim() || 'Anonymous';
}
