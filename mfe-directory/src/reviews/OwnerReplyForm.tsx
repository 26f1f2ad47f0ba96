import { useState } from 'react';
import { LIMITS, type Review } from '@pawpals/contracts';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { Button, PendingButton, Textarea, toast } from '@pawpals/ui';
import { useDeleteReviewReply } from './api/delete-review-reply';
import { useReplyToReview } from './api/reply-to-review';
import { ownerAnswerMode, replyReady } from './review-actions';

/** The business owner's answer box under a review: one answer, editable and removable. */
export function OwnerReplyForm({ businessId, review }: { businessId: string; review: Review }) {
  const mode = ownerAnswerMode(review);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(mode.initial);
  const reply = useReplyToReview(businessId);
  const remove = useDeleteReviewReply(businessId);
  const onError = (error: unknown) => {
    if (!isUnauthorizedError(error))
      toast({
        title: 'Error',
        description: errorMessageOf(error, 'Could not save your reply'),
        variant: 'destructive',
      });
  };

  const removeReply = () => remove.mutate(review.id, { onError, onSuccess: () => toast({ title: 'Reply removed' }) });

  if (!open) {
    return (
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => (setText(mode.initial), setOpen(true))}
        >
          {review.ownerReply ? 'Edit reply' : 'Reply'}
        </Button>
        {mode.canRemove ? (
          <PendingButton size="sm" variant="ghost" pending={remove.isPending} onClick={removeReply}>
            Remove reply
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
            onSuccess: () => (setOpen(false), toast({ title: 'Reply posted', variant: 'success' })),
          },
        );
      }}
    >
      <Textarea
        aria-label="Your reply"
        rows={3}
        maxLength={LIMITS.reviewReplyMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Thank the reviewer or explain what you changed…"
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
          Cancel
        </Button>
      </div>
    </form>
  );
}
