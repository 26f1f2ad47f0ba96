import { Controller, useForm } from 'react-hook-form';
import { defineMessages } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { isUnauthorizedError } from '@pawpals/api-client';
import { Button, FormField, Textarea, toast, useIntl } from '@pawpals/ui';
import { useCreateReview } from './api/create-review';
import { StarRatingInput } from './StarRatingInput';
import {
  REVIEW_DEFAULTS,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormOutput,
} from './review-form-schema';

const messages = defineMessages({
  errorTitle: { id: 'directory.reviews.errorTitle', defaultMessage: 'Error' },
  errorText: { id: 'directory.reviews.errorText', defaultMessage: 'Failed to submit review' },
  submitted: { id: 'directory.reviews.submitted', defaultMessage: 'Review submitted successfully' },
  editForm: { id: 'directory.reviews.editForm', defaultMessage: 'Edit your review' },
  writeForm: { id: 'directory.reviews.writeForm', defaultMessage: 'Write a review' },
  comment: { id: 'directory.reviews.comment', defaultMessage: 'Comment (optional)' },
  commentPlaceholder: { id: 'directory.reviews.commentPlaceholder', defaultMessage: 'What was your visit like?' },
  cancel: { id: 'directory.reviews.cancel', defaultMessage: 'Cancel' },
  submitting: { id: 'directory.reviews.submitting', defaultMessage: 'Submitting...' },
  update: { id: 'directory.reviews.update', defaultMessage: 'Update Review' },
  submit: { id: 'directory.reviews.submit', defaultMessage: 'Submit Review' },
});

/**
 * Write a review (signed-in users; docs/product.md#reviews-and-replies): rating defaults to 5; resets to 5
 * and empty after success. Editing starts from `initial`, my review, and calls `onDone` once it is replaced.
 */
export function ReviewForm({
  businessId,
  initial,
  onDone,
}: {
  businessId: string;
  initial?: ReviewFormInput;
  onDone?: () => void;
}) {
  const submit = useCreateReview();
  const { formatMessage: t } = useIntl();
  const form = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: initial ?? REVIEW_DEFAULTS,
  });
  const { errors } = form.formState;

  // mutateAsync, not mutate's callbacks: the re-read of my reviews replaces this form with "Your review",
  // and a callback given to mutate never runs once its component is gone (the toast was lost that way).
  const onSubmit = form.handleSubmit(async ({ rating, comment }) => {
    try {
      await submit.mutateAsync({ businessId, rating, comment: comment ?? null });
    } catch (error) {
      if (!isUnauthorizedError(error))
        toast({ title: t(messages.errorTitle), description: t(messages.errorText), variant: 'destructive' });
      return;
    }
    toast({ title: t(messages.submitted), variant: 'success' });
    form.reset(REVIEW_DEFAULTS);
    onDone?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t(initial ? messages.editForm : messages.writeForm)}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            disabled={submit.isPending}
          />
        )}
      />
      <FormField label={t(messages.comment)} error={errors.comment?.message}>
        <Textarea
          rows={4}
          placeholder={t(messages.commentPlaceholder)}
          {...form.register('comment')}
          disabled={submit.isPending}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={submit.isPending}>
            {t(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" disabled={submit.isPending}>
          <Send aria-hidden="true" />
          {t(submit.isPending ? messages.submitting : initial ? messages.update : messages.submit)}
        </Button>
      </div>
    </form>
  );
}
