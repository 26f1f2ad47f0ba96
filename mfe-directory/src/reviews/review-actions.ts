import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import type { Review } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

const messages = defineMessages<{
  readonly helpful: NoMessageValues;
  readonly helpfulCount: { readonly count: MessageValue };
  readonly updateReply: NoMessageValues;
  readonly postReply: NoMessageValues;
}>({
  helpful: { id: 'directory.reviews.helpful', defaultMessage: 'Helpful' },
  helpfulCount: { id: 'directory.reviews.helpfulCount', defaultMessage: 'Helpful ({count})' },
  updateReply: { id: 'directory.reviews.updateReply', defaultMessage: 'Update reply' },
  postReply: { id: 'directory.reviews.postReply', defaultMessage: 'Post reply' },
});

/** The helpful button's words: "Helpful", or "Helpful (3)" once people marked it. */
export const helpfulLabel = (review: Pick<Review, 'helpfulCount'>, intl: IntlShape = englishIntl) =>
  review.helpfulCount > 0
    ? intl.formatMessage(messages.helpfulCount, { count: review.helpfulCount })
    : intl.formatMessage(messages.helpful);

/** What the owner's answer box offers: write a first answer, or edit / remove the one there is. */
export function ownerAnswerMode(
  review: Pick<Review, 'ownerReply'>,
  intl: IntlShape = englishIntl,
): {
  submitLabel: string;
  canRemove: boolean;
  initial: string;
} {
  return review.ownerReply
    ? { submitLabel: intl.formatMessage(messages.updateReply), canRemove: true, initial: review.ownerReply.message }
    : { submitLabel: intl.formatMessage(messages.postReply), canRemove: false, initial: '' };
}

/** A reply worth sending: not blank, within the limit. */
export const replyReady = (text: string, max: number) => text.trim().length > 0 && text.trim().length <= max;
