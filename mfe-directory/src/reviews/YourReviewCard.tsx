import { lazy, Suspense, useState } from 'react';
import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { Pencil } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, InlineAlert, Stars, useIntl } from '@pawpals/ui';
import { useListMyReviews } from './api/list-my-reviews';

// Signed-in members only, with its schema validation (zod): loaded when shown, not for every visitor.
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

const messages = defineMessages<{
  readonly yours: NoMessageValues;
  readonly edit: NoMessageValues;
  readonly noComment: NoMessageValues;
  readonly removedByModerator: { readonly reason: MessageValue };
  readonly editYours: NoMessageValues;
  readonly write: NoMessageValues;
}>({
  yours: { id: 'directory.reviews.yours', defaultMessage: 'Your review' },
  edit: { id: 'directory.reviews.edit', defaultMessage: 'Edit review' },
  noComment: { id: 'directory.reviews.noComment', defaultMessage: 'You rated it without a comment.' },
  removedByModerator: { id: 'directory.reviews.removedByModerator', defaultMessage: 'Removed by a moderator: {reason}' },
  editYours: { id: 'directory.reviews.editYours', defaultMessage: 'Edit your review' },
  write: { id: 'directory.reviews.write', defaultMessage: 'Write a Review' },
});

/**
 * The member's review of this business: once written it is shown, with "Edit review" (a new
 * review replaces the old one on the server; there is no delete in the API); before, the form to write one.
 */
export function YourReviewCard({ businessId }: { businessId: string }) {
  const mine = useListMyReviews();
  const [editing, setEditing] = useState(false);
  const { formatMessage: t } = useIntl();
  const review = mine.data?.find((r) => r.businessId === businessId);

  if (mine.isPending) return <div className="min-h-56" aria-busy="true" />;
  if (review && !editing) {
    return (
      <Card className="gap-3" data-testid="your-review">
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <h3 className="text-lg font-bold leading-tight tracking-tight">{t(messages.yours)}</h3>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {t(messages.edit)}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Stars rating={review.rating} label />
          <p className="text-sm text-foreground/90">{review.comment?.trim() || t(messages.noComment)}</p>
          {review.removedReason ? (
            <InlineAlert boxed data-testid="removed-by-moderator">
              {t(messages.removedByModerator, { reason: review.removedReason })}
            </InlineAlert>
          ) : null}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="gap-4" data-testid="review-form-card">
      <CardHeader>
        <h3 className="text-lg font-bold leading-tight tracking-tight">{t(review ? messages.editYours : messages.write)}</h3>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<div className="min-h-56" aria-busy="true" />}>
          {review ? (
            <ReviewForm businessId={businessId} initial={{ rating: review.rating, comment: review.comment ?? '' }} onDone={() => setEditing(false)} />
          ) : (
            <ReviewForm businessId={businessId} />
          )}
        </Suspense>
      </CardContent>
    </Card>
  );
}
