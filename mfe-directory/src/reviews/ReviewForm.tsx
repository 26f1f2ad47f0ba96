import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { isUnauthorizedError } from '@pawpals/api-client';
import { Button, FormField, Textarea, toast } from '@pawpals/ui';
import { useCreateReview } from './api/create-review';
import { StarRatingInput } from './StarRatingInput';
import {
  REVIEW_DEFAULTS,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormOutput,
} from './review-form-schema';

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
        toast({ title: 'Error', description: 'Failed to submit review', variant: 'destructive' });
      return;
    }
    toast({ title: 'Review submitted successfully', variant: 'success' });
    form.reset(REVIEW_DEFAULTS);
    onDone?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={initial ? 'Edit your review' : 'Write a review'}>
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
      <FormField label="Comment (optional)" error={errors.comment?.message}>
        <Textarea
          rows={4}
          placeholder="What was your visit like?"
          {...form.register('comment')}
          disabled={submit.isPending}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={submit.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={submit.isPending}>
          <Send aria-hidden="true" />
          {submit.isPending ? 'Submitting...' : initial ? 'Update Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
