/**
 * The `sizes` of the grids photos are drawn in (Photo), from the grids themselves: the page is at most 72rem
 * wide (PageContainer: 1088 px of content from 1152 px up), a column more from 640 px (sm) and 1024 px (lg).
 * A slight overestimate costs a few kilobytes; an underestimate, a blurry photo.
 */
export const PHOTO_SIZES = {
  /** A pet card of the 1/2/4-column grid (the board, My Posts). */
  petCard: '(min-width: 1152px) 260px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  /** A card of the 1/2/3-column grid (the directory, favourites), photo edge to edge. */
  businessCard: '(min-width: 1152px) 350px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;
