import { defineMessages, type IntlShape } from 'react-intl';
import type { Review } from '@pawpals/contracts';
import { englishIntl } from '@pawpals/ui';

const messages = defineMessages({
  anonymous: { id: 'directory.reviews.anonymous', defaultMessage: 'Anonymous' },
});

export function reviewerName(review: Pick<Review, 'user'>, intl: IntlShape = englishIntl): string {
  return review.user?.firstName?.trim() || intl.formatMessage(messages.anonymous);
}
