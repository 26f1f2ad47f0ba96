import { Link } from 'react-router-dom';
import { removedByModeratorText, type Review } from '@pawpals/contracts';
import { Button, InlineAlert, Skeleton, Stars } from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { formatDay } from '../../shared/format';

/** Reviews tab: business link, 1–5 stars, comment. */
export function ReviewsTab({ reviews, isLoading }: { reviews: Review[]; isLoading: boolean }) {
  if (isLoading) return <Skeleton className="h-32" />;
  if (reviews.length === 0) {
    return (
      <EmptyState title="No reviews yet" text="Share your experience with the businesses you visit.">
        <Button asChild variant="outline">
          <Link to="/services">Browse Services</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4">
      {reviews.map((r) => (
        <li
          key={r.id}
          className="grid gap-2 rounded-3xl border border-border bg-card p-5 shadow-xs"
          data-testid="my-review"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-display text-lg font-bold">
              <Link to={`/business/${r.business?.id ?? r.businessId}`} className="hover:text-primary">
                {r.business?.name ?? 'Business'}
              </Link>
            </h3>
            <span className="text-xs text-muted-foreground">{formatDay(r.createdAt)}</span>
          </div>
          <Stars rating={r.rating} label />
          {r.comment ? <p className="whitespace-pre-wrap text-sm text-foreground/90">{r.comment}</p> : null}
          {r.removedReason ? (
            <InlineAlert boxed data-testid="removed-by-moderator">
              {removedByModeratorText(r.removedReason)}
            </InlineAlert>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
