import { Star } from 'lucide-react';
import { LIMITS } from '@pawpals/contracts';
import { cn } from '@pawpals/ui';

export const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
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
  legend = 'Your rating',
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
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
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
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
          {value} / {LIMITS.ratingMax} · {RATING_WORDS[value]}
        </span>
      </div>
    </fieldset>
  );
}
