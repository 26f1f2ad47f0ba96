import type { Review } from '@pawpals/contracts';

/** The helpful button's words: "Helpful", or "Helpful (3)" once people marked it. */
export const helpfulLabel = (review: Pick<Review, 'helpfulCount'>) =>
  review.helpfulCount > 0 ? `Helpful (${review.helpfulCount})` : 'Helpful';

/** What the owner's answer box offers: write a first answer, or edit / remove the one there is. */
export function ownerAnswerMode(review: Pick<Review, 'ownerReply'>): {
  submitLabel: string;
  canRemove: boolean;
  initial: string;
} {
  return review.ownerReply
    ? { submitLabel: 'Update reply', canRemove: true, initial: review.ownerReply.message }
    : { submitLabel: 'Post reply', canRemove: false, initial: '' };
}

/** A reply worth sending: not blank, within the limit. */
export const replyReady = (text: string, max: number) => text.trim().length > 0 && text.trim().length <= max;
