import { MessageSquareQuote } from 'lucide-react';
import type { Review } from '@pawpals/contracts';
import { Avatar, AvatarFallback, AvatarImage, Skeleton } from '@pawpals/ui';
import { Stars } from '../shared/Stars';
import { reviewerName } from './reviewer-name';

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A business's reviews: first name or 'Anonymous', stars, comment (SPEC §2.5). */
export function ReviewList({ reviews, isLoading }: { reviews: Review[] | undefined; isLoading: boolean }) {
  if (isLoading) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (!reviews?.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-muted/60 px-6 py-10 text-center text-muted-foreground">
        <MessageSquareQuote className="size-8 text-primary/70" aria-hidden="true" />
        <p>No reviews yet. Be the first to review!</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="review-list">
      {reviews.map((review) => {
        const name = reviewerName(review);
        return (
          <li
            key={review.id}
            className="flex gap-4 rounded-2xl border border-border bg-card p-4"
            data-testid="review"
          >
            <Avatar className="size-10">
              {review.user?.profileImageUrl ? <AvatarImage src={review.user.profileImageUrl} alt="" /> : null}
              <AvatarFallback>{name.charAt(0).toUpperCase()}</AvatarFallback>
            </Avatar>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-foreground">{name}</span>
                <Stars rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5 stars</span>
                {review.createdAt ? (
                  <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                    {dateFormat.format(new Date(review.createdAt))}
                  </time>
                ) : null}
              </div>
              {review.comment ? (
                <p className="whitespace-pre-line text-sm leading-relaxed text-foreground/85">
                  {review.comment}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
