import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import { MessageSquareQuote, Store, ThumbsUp } from 'lucide-react';
import type { Review } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Avatar, AvatarFallback, AvatarImage, Button, ListEnd, Skeleton, Stars, toast, useIntl, type PagedList } from '@pawpals/ui';
import { useMarkReviewHelpful } from './api/mark-review-helpful';
import { OwnerReplyForm } from './OwnerReplyForm';
import { ReportReviewDialog } from './ReportReviewDialog';
import { helpfulLabel } from './review-actions';
import { reviewerName } from './reviewer-name';

const messages = defineMessages<{
  readonly notCounted: NoMessageValues;
  readonly notCountedText: NoMessageValues;
  readonly none: NoMessageValues;
  readonly stars: { readonly rating: MessageValue };
  readonly ownerResponse: NoMessageValues;
  readonly foundHelpful: { readonly count: MessageValue };
  readonly end: NoMessageValues;
  readonly loadMoreError: NoMessageValues;
}>({
  notCounted: { id: 'directory.reviews.notCounted', defaultMessage: 'Not counted' },
  notCountedText: { id: 'directory.reviews.notCountedText', defaultMessage: 'Could not mark it helpful' },
  none: { id: 'directory.reviews.none', defaultMessage: 'No reviews yet. Be the first to review!' },
  stars: { id: 'directory.reviews.stars', defaultMessage: '{rating} out of 5 stars' },
  ownerResponse: { id: 'directory.reviews.ownerResponse', defaultMessage: 'Response from the owner' },
  foundHelpful: { id: 'directory.reviews.foundHelpful', defaultMessage: '{count} found this helpful' },
  end: { id: 'directory.reviews.end', defaultMessage: "That's every review" },
  loadMoreError: { id: 'directory.reviews.loadMoreError', defaultMessage: 'Could not load more reviews. Please try again.' },
});

function HelpfulButton({ businessId, review }: { businessId: string; review: Review }) {
  const mark = useMarkReviewHelpful(businessId);
  const intl = useIntl();
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      className="w-fit"
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate(review.id, {
          onError: (error) => {
            if (!isUnauthorizedError(error))
              toast({
                title: intl.formatMessage(messages.notCounted),
                description: errorMessageOf(error, intl.formatMessage(messages.notCountedText)),
                variant: 'destructive',
              });
          },
        })
      }
    >
      <ThumbsUp aria-hidden="true" /> {helpfulLabel(review, intl)}
    </Button>
  );
}

/**
 * A business's reviews: first name or 'Anonymous', stars, comment, the owner's answer
 * ("Response from the owner"), a helpful button for members other than the owner, and the answer box
 * for the owner; page by page, "Load more" while more remain, then the end of the list.
 */
export function ReviewList({
  businessId,
  reviews,
  more,
  isLoading,
  isMember = false,
  isOwner = false,
}: {
  businessId: string;
  reviews: Review[] | undefined;
  more: PagedList;
  isLoading: boolean;
  isMember?: boolean;
  isOwner?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
        <p>{t(messages.none)}</p>
      </div>
    );
  }
  return (
    <>
    <ul className="grid gap-3" data-testid="review-list">
      {reviews.map((review) => {
        const name = reviewerName(review, intl);
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
                <span className="sr-only">{t(messages.stars, { rating: review.rating })}</span>
                {review.createdAt ? (
                  <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                    {intl.formatDate(review.createdAt, { year: 'numeric', month: 'short', day: 'numeric' })}
                  </time>
                ) : null}
              </div>
              {review.comment ? (
                <p className="whitespace-pre-line text-sm leading-relaxed text-foreground/85">
                  {review.comment}
                </p>
              ) : null}
              {review.ownerReply ? (
                <div
                  className="mt-2 rounded-xl border-l-4 border-primary/60 bg-muted/60 px-3 py-2"
                  data-testid="owner-reply"
                >
                  <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    <Store className="size-3.5" aria-hidden="true" /> {t(messages.ownerResponse)}
                  </p>
                  <p className="whitespace-pre-line text-sm leading-relaxed">{review.ownerReply.message}</p>
                </div>
              ) : null}
              <div className="mt-1 flex flex-wrap items-center gap-2">
                {/* The owner may not mark reviews of their own business helpful (the server refuses it). */}
                {isMember && !isOwner ? (
                  <HelpfulButton businessId={businessId} review={review} />
                ) : review.helpfulCount > 0 ? (
                  <span className="text-xs text-muted-foreground">
                    {t(messages.foundHelpful, { count: review.helpfulCount })}
                  </span>
                ) : null}
                {isOwner ? <OwnerReplyForm businessId={businessId} review={review} /> : null}
                {isMember ? <ReportReviewDialog reviewId={review.id} /> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
    <ListEnd list={more} endText={t(messages.end)} errorText={t(messages.loadMoreError)} endTestId="reviews-end" />
    </>
  );
}
