import { z } from 'zod';
import { isUuid } from './directory-validation';

/** A business shows up to this many photos besides its logo (issue 17 item 4). */
export const BUSINESS_PHOTOS_MAX = 10;

export const BUSINESS_PHOTO_NOT_FOUND = 'Photo not found';

/** PUT /api/my-business/photos/order: every photo id of the gallery, once, in the new order. */
export const photoOrderSchema = z.object({
  photoIds: z
    .array(z.string({ error: 'photoIds must be photo ids' }).refine(isUuid, { error: 'photoIds must be photo ids' }), {
      error: 'photoIds is required: the ids of your photos in their new order',
    })
    .max(BUSINESS_PHOTOS_MAX, { error: `photoIds can name at most ${BUSINESS_PHOTOS_MAX} photos` })
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { error: 'photoIds must name each photo once' })
    .transform((ids) => ids.map((i) => i.toLowerCase())),
});
export type PhotoOrder = z.output<typeof photoOrderSchema>;
