import { Star } from 'lucide-react';
import { cn } from '@pawpals/ui';

/** Five stars filled up to `rating` (halves round to the nearest whole star); decorative, the caller says the number. */
export function Stars({
  rating,
  className,
  size = 'size-4',
}: {
  rating: number;
  className?: string;
  size?: string;
}) {
  const filled = Math.round(Number(rating) || 0);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn(
            size,
            i <= filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200',
          )}
        />
      ))}
    </span>
  );
}
