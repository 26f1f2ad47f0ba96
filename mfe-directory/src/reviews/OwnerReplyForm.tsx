import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { LIMITS, type Review } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, PendingButton, Textarea, toast, useIntl } from '@pawpals/ui';
import { useDeleteReviewReply } from './api/delete-review-reply';
import { useReplyToReview } from './api/reply-to-review';
import { ownerAnswerMode, replyReady } from './review-actions';

const messages = defineMessages({
  errorTitle: { id: 'directory.reviews.replyErrorTitle', defaultMessage: 'Error' },
  errorText: { id: 'directory.reviews.replyErrorText', defaultMessage: 'Could not save your reply' },
  removed: { id: 'directory.reviews.replyRemoved', defaultMessage: 'Reply removed' },
  editReply: { id: 'directory.reviews.editReply', defaultMessage: 'Edit reply' },
  reply: { id: 'directory.reviews.reply', defaultMessage: 'Reply' },
  removeReply: { id: 'directory.reviews.removeReply', defaultMessage: 'Remove reply' },
  posted: { id: 'directory.reviews.replyPosted', defaultMessage: 'Reply posted' },
  yourReply: { id: 'directory.reviews.yourReply', defaultMessage: 'Your reply' },
  replyPlaceholder: {
    id: 'directory.reviews.replyPlaceholder',
    defaultMessage: 'Thank the reviewer or explain what you changed…',
  },
  cancel: { id: 'directory.reviews.cancel', defaultMessage: 'Cancel' },
});

/** The business owner's answer box under a review: one answer, editable and removable. */
export function OwnerReplyForm({ businessId, review }: { businessId: string; review: Review }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const mode = ownerAnswerMode(review, intl);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(mode.initial);
  const reply = useReplyToReview(businessId);
  const remove = useDeleteReviewReply(businessId);
  const onError = (error: unknown) => {
    if (!isUnauthorizedError(error))
      toast({
        title: t(messages.errorTitle),
        description: errorMessageOf(error, t(messages.errorText)),
        variant: 'destructive',
      });
  };

  const removeReply = () => remove.mutate(review.id, { onError, onSuccess: () => toast({ title: t(messages.removed) }) });

  if (!open) {
    return (
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => (setText(mode.initial), setOpen(true))}
        >
          {t(review.ownerReply ? messages.editReply : messages.reply)}
        </Button>
        {mode.canRemove ? (
          <PendingButton size="sm" variant="ghost" pending={remove.isPending} onClick={removeReply}>
            {t(messages.removeReply)}
          </PendingButton>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!replyReady(text, LIMITS.reviewReplyMax)) return;
        reply.mutate(
          { reviewId: review.id, message: text.trim() },
          {
            onError,
            onSuccess: () => (setOpen(false), toast({ title: t(messages.posted), variant: 'success' })),
          },
        );
      }}
    >
      <Textarea
        aria-label={t(messages.yourReply)}
        rows={3}
        maxLength={LIMITS.reviewReplyMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t(messages.replyPlaceholder)}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={!replyReady(text, LIMITS.reviewReplyMax) || reply.isPending}
        >
          {mode.submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}
