/**
 * Building blocks of the domains' schemas. Internal to libs/contracts: the public entry does not export
 * them, so each appears in the API only through the schemas built from it.
 */
import { z } from 'zod';

export const isoDateTime = z.string().meta({ format: 'date-time' });
export const id = z.string().meta({ format: 'uuid' });
export const text = z.string().nullable();

/** On the author's own answer only, while a moderator has it down: the reason they gave. */
export const removedReason = z
  .string()
  .optional()
  .meta({ description: "Only on the author's own answer while a moderator has taken it down: the reason (shown as 'Removed by a moderator: <reason>')" });

/** A route's answer that is a list of `item`. */
export const list = <S extends z.ZodType>(item: S) => z.array(item);

/** A body naming the upload URL of an image the caller stored (PUT /api/pet-photo, /api/business-logo). */
export const uploadedImage = <F extends string>(field: F) =>
  z.object({
    [field]: z
      .string({ error: (issue) => (issue.input == null ? `${field} is required` : `${field} must be the URL of an image you uploaded`) })
      .min(1, { error: `${field} is required` }),
  } as { [K in F]: z.ZodString });
