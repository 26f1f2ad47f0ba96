import { Sparkles, Star } from 'lucide-react';
import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';
import { useIntl } from '../i18n';
import { formatRating } from '../lib/business-format';
import { cn } from '../lib/cn';
import { englishIntl as ENGLISH_INTL } from '../i18n/intl';

const messages = defineMessages<{
  readonly stars: { readonly filled: number };
  readonly noReviews: NoMessageValues;
  readonly reviews: { readonly count: number };
  readonly newListing: NoMessageValues;
  readonly outOfFive: NoMessageValues;
  readonly reviewCount: { readonly reviews: MessageValue };
}>({
  stars: { id: 'ui.rating.stars', defaultMessage: '{filled} out of 5 stars' },
  noReviews: { id: 'ui.rating.noReviews', defaultMessage: 'No reviews yet' },
  // No thousands separator in English: "1234 reviews", as the count has always read.
  reviews: { id: 'ui.rating.reviews', defaultMessage: '{count, plural, one {# review} other {{count, number, ::group-off} reviews}}' },
  newListing: { id: 'ui.rating.new', defaultMessage: 'New' },
  outOfFive: { id: 'ui.rating.outOfFive', defaultMessage: 'out of 5,' },
  reviewCount: { id: 'ui.rating.reviewCount', defaultMessage: '({reviews})' },
});

/**
 * 1–5 stars filled up to `rating` (halves round to the nearest whole star). With `label` it is an image
 * named "4 out of 5 stars" (a single review); without, decorative beside a number the caller shows.
 */
export function Stars({
  rating,
  className,
  size = 'size-4',
  label = false,
}: {
  rating: number;
  className?: string;
  size?: string;
  label?: boolean;
}) {
  const intl = useIntl();
  const filled = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      {...(label
        ? { role: 'img', 'aria-label': intl.formatMessage(messages.stars, { filled }), 'data-testid': 'stars', 'data-rating': filled }
        : { 'aria-hidden': true })}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(size, i <= filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200')}
        />
      ))}
    </span>
  );
}

/** "1 review", "12 reviews", "No reviews yet" (in the page's language with its `intl`). */
export function reviewCountLabel(count: number, intl: IntlShape = ENGLISH_INTL): string {
  if (!count) return intl.formatMessage(messages.noReviews);
  return intl.formatMessage(messages.reviews, { count });
}

/**
 * A business's average rating (docs/decisions/0124-sign-in-returns-you-honest-numbers-and-labels.md): stars
 * and the number only once a review exists. Before that a
 * "New" tag and "No reviews yet", because "0.0" beside five grey stars reads as a zero-star rating.
 */
export function RatingSummary({
  avgRating,
  reviewCount,
  size = 'sm',
  className,
  ...rest
}: {
  avgRating: number;
  reviewCount: number;
  size?: 'sm' | 'lg';
  className?: string;
  'data-testid'?: string;
}) {
  const intl = useIntl();
  if (!reviewCount) {
    return (
      <span className={cn('flex items-center gap-1.5 text-sm', className)} {...rest}>
        <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-bold text-teal-800" data-testid="new-listing">
          <Sparkles className="size-3" aria-hidden="true" /> {intl.formatMessage(messages.newListing)}
        </span>
        <span className="text-muted-foreground">{reviewCountLabel(0, intl)}</span>
      </span>
    );
  }
  return (
    <span className={cn('flex items-center gap-1.5 text-sm', className)} {...rest}>
      <Stars rating={avgRating} size={size === 'lg' ? 'size-5' : 'size-4'} />
      <span className={cn('font-semibold text-foreground', size === 'lg' && 'text-base font-bold')}>{formatRating(avgRating, intl)}</span>
      <span className="sr-only">{intl.formatMessage(messages.outOfFive)}</span>
      <span className="text-muted-foreground">{intl.formatMessage(messages.reviewCount, { reviews: reviewCountLabel(reviewCount, intl) })}</span>
    </span>
  );
}
