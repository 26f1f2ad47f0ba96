import { Link } from 'react-router-dom';
import { defineMessages } from 'react-intl';
import { removedByModeratorText, type Review } from '@pawpals/contracts';
import { Button, InlineAlert, Skeleton, Stars, useIntl } from '@pawpals/ui';
import { EmptyState } from '../../shared/EmptyState';
import { formatDay } from '../../shared/format';
import { common } from '../../shared/messages';

const messages = defineMessages({
  empty: { id: 'account.myReviews.empty', defaultMessage: 'No reviews yet' },
  emptyText: { id: 'account.myReviews.emptyText', defaultMessage: 'Share your experience with the businesses you visit.' },
});

/** Reviews tab: business link, 1–5 stars, comment. */
export function ReviewsTab({ reviews, isLoading }: { reviews: Review[]; isLoading: boolean }) {
  const intl = useIntl();
  if (isLoading) return <Skeleton className="h-32" />;
  if (reviews.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)} text={intl.formatMessage(messages.emptyText)}>
        <Button asChild variant="outline">
          <Link to="/services">{intl.formatMessage(common.browseServices)}</Link>
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
                {r.business?.name ?? intl.formatMessage(common.business)}
              </Link>
            </h3>
            <span className="text-xs text-muted-foreground">{formatDay(intl, r.createdAt)}</span>
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
