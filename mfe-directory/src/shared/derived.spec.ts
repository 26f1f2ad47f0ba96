import type { Favorite, Review } from '@pawpals/contracts';
import { favoriteIdsByBusiness } from '../favorites/favorite-ids';
import { canSendInquiry } from '../inquiries/can-send';
import { reviewerName } from '../reviews/reviewer-name';
import { REVIEW_DEFAULTS, reviewFormSchema } from '../reviews/review-form-schema';

describe('isFavorite, derived on the client', () => {
  it('maps each favorite business to the favorite id used to remove it', () => {
    const favorites: Favorite[] = [
      { id: 'f1', businessId: 'b1' },
      { id: 'f2', businessId: 'b2' },
    ];
    const ids = favoriteIdsByBusiness(favorites);
    expect(ids.get('b1')).toBe('f1');
    expect(ids.get('b2')).toBe('f2');
    expect(ids.has('b3')).toBe(false);
    expect(favoriteIdsByBusiness(undefined).size).toBe(0);
  });
});

describe('inquiry send button', () => {
  it('is enabled only when subject and message have text after trimming', () => {
    expect(canSendInquiry({ subject: '', message: '' })).toBe(false);
    expect(canSendInquiry({ subject: 'Hours', message: '   ' })).toBe(false);
    expect(canSendInquiry({ subject: ' \n', message: 'Open Sunday?' })).toBe(false);
    expect(canSendInquiry({ subject: 'Hours', message: 'Open Sunday?' })).toBe(true);
  });
});

describe('reviews', () => {
  const review = (firstName: string | null): Review => ({
    id: 'r',
    businessId: 'b',
    rating: 4,
    comment: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    user: { firstName, profileImageUrl: null },
    ownerReply: null,
    helpfulCount: 0,
  });

  it("shows the reviewer's first name or 'Anonymous'", () => {
    expect(reviewerName(review('Maya'))).toBe('Maya');
    expect(reviewerName(review(null))).toBe('Anonymous');
    expect(reviewerName(review('  '))).toBe('Anonymous');
  });

  it('starts at 5 stars with an empty comment, and sends an empty comment as null', () => {
    expect(REVIEW_DEFAULTS).toEqual({ rating: 5, comment: '' });
    expect(reviewFormSchema.parse(REVIEW_DEFAULTS)).toEqual({ rating: 5, comment: null });
    expect(reviewFormSchema.parse({ rating: 3, comment: '  Lovely  ' })).toEqual({
      rating: 3,
      comment: 'Lovely',
    });
    expect(reviewFormSchema.safeParse({ rating: 6, comment: '' }).success).toBe(false);
  });
});
