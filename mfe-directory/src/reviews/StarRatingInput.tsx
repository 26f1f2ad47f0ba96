import { defineMessages, type MessageDescriptor, type NoMessageValues, type MessageValue } from 'react-intl';
import { Star } from 'lucide-react';
import { LIMITS } from '@pawpals/contracts';
import { cn, useIntl } from '@pawpals/ui';

const words = defineMessages({
  poor: { id: 'directory.rating.poor', defaultMessage: 'Poor' },
  fair: { id: 'directory.rating.fair', defaultMessage: 'Fair' },
  good: { id: 'directory.rating.good', defaultMessage: 'Good' },
  veryGood: { id: 'directory.rating.veryGood', defaultMessage: 'Very good' },
  excellent: { id: 'directory.rating.excellent', defaultMessage: 'Excellent' },
});

const messages = defineMessages<{
  readonly legend: NoMessageValues;
  readonly stars: { readonly count: number | bigint };
  readonly value: { readonly max: MessageValue; readonly value: MessageValue; readonly word: MessageValue };
}>({
  legend: { id: 'directory.rating.legend', defaultMessage: 'Your rating' },
  stars: { id: 'directory.rating.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  value: { id: 'directory.rating.value', defaultMessage: '{value} / {max} · {word}' },
});

/** The word of each rating, 1 to 5. */
export const RATING_WORDS: Record<number, MessageDescriptor> = {
  1: words.poor,
  2: words.fair,
  3: words.good,
  4: words.veryGood,
  5: words.excellent,
};

const RATINGS = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, i) => LIMITS.ratingMin + i,
);

/** 1–5 stars as a radio group: arrow keys move, each star says "n stars". */
export function StarRatingInput({
  name,
  value,
  onChange,
  disabled,
  legend,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  legend?: string;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend ?? t(messages.legend)}</legend>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-1" data-testid="star-rating-input">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-lg p-0.5 transition has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:scale-110"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={t(messages.stars, { count: n })}
              />
              <Star
                className={cn(
                  'size-8',
                  n <= value ? 'fill-amber-400 text-amber-400' : 'fill-stone-100 text-stone-300',
                )}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
          {t(messages.value, { value, max: LIMITS.ratingMax, word: RATING_WORDS[value] ? t(RATING_WORDS[value]) : '' })}
        </span>
      </div>
    </fieldset>
  );
}
