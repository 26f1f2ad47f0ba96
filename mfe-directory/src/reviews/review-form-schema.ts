import type { z } from 'zod';
import { LIMITS, reviewInputSchema } from '@pawpals/contracts';

/** The form's part of the server's review rules: rating 1–5, comment optional ('' → null). */
export const reviewFormSchema = reviewInputSchema.pick({ rating: true, comment: true });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

export const REVIEW_DEFAULTS = { rating: LIMITS.ratingMax, comment: '' } satisfies ReviewFormInput;
