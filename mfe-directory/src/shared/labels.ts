import { categoryLabel, englishIntl } from '@pawpals/ui';
import { defineMessages, type IntlShape, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Business, ReviewSort } from '@pawpals/contracts';

/** The words the directory draws for values kept in libs/contracts (categories and prices: libs/ui's categoryLabel, priceRangeName). */
const reviewSorts = defineMessages({
  newest: { id: 'directory.reviews.sortNewest', defaultMessage: 'Newest' },
  highest: { id: 'directory.reviews.sortHighest', defaultMessage: 'Highest rated' },
  lowest: { id: 'directory.reviews.sortLowest', defaultMessage: 'Lowest rated' },
  helpful: { id: 'directory.reviews.sortHelpful', defaultMessage: 'Most helpful' },
}) satisfies Record<ReviewSort, MessageDescriptor>;

const messages = defineMessages<{
  readonly pageTitle: { readonly category: MessageValue; readonly name: MessageValue };
  readonly pageTitleWhere: { readonly category: MessageValue; readonly name: MessageValue; readonly where: MessageValue };
  readonly noDescription: NoMessageValues;
}>({
  pageTitle: { id: 'directory.business.pageTitle', defaultMessage: '{name} — {category}' },
  pageTitleWhere: { id: 'directory.business.pageTitleWhere', defaultMessage: '{name} — {category} in {where}' },
  noDescription: { id: 'directory.business.noDescription', defaultMessage: 'This business hasn’t added a description yet.' },
});

/** "Newest", "Highest rated", … : the review sort's options. */
export function reviewSortText(sort: ReviewSort, intl: IntlShape = englishIntl): string {
  return intl.formatMessage(reviewSorts[sort]);
}

/** "Happy Paws — Groomer in Austin, TX": the business page's title (libs/contracts' businessPageTitle, spoken). */
export function businessTitleText(
  b: Pick<Business, 'name' | 'category' | 'city' | 'state'>,
  intl: IntlShape = englishIntl,
): string {
  const where = [b.city, b.state].filter(Boolean).join(', ');
  const values = { name: b.name, category: categoryLabel(b.category, intl), where };
  return intl.formatMessage(where ? messages.pageTitleWhere : messages.pageTitle, values);
}

/** What a business page's About card says (libs/contracts' businessAboutText, spoken). */
export function aboutText(b: Pick<Business, 'description'>, intl: IntlShape = englishIntl): string {
  return b.description?.trim() || intl.formatMessage(messages.noDescription);
}

/** A weekday's name, 0 = Sunday ("Monday", "lunes"). */
export function weekdayText(day: number, intl: IntlShape = englishIntl): string {
  // 4 January 1970 was a Sunday.
  return intl.formatDate(Date.UTC(1970, 0, 4 + day), { weekday: 'long', timeZone: 'UTC' });
}
