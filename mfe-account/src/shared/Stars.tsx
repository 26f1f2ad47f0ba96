import { Star } from 'lucide-react';
import { cn } from '@pawpals/ui';

/** 1–5 stars filled up to `rating`, with the number for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${filled} out of 5 stars`}
      data-testid="stars"
      data-rating={filled}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(
            'size-4',
            i <= filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200',
          )}
        />
      ))}
    </span>
  );
}
