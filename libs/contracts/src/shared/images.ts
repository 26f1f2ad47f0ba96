/**
 * The image pipeline's shared facts: what an upload may be, the widths the gateway serves
 * (`GET /objects/<id>?w=N`), and how the web asks for them. The gateway owns the bytes; posts and
 * businesses only record `/objects/<id>` paths and the placeholder the gateway computed.
 */
export const IMAGE_LIMITS = {
  /** Decoded size: more pixels than this is refused before decoding (a decompression bomb). */
  maxPixels: 50_000_000,
  /** Longest side of an upload. */
  maxSide: 12_000,
  /** The normalised master the gateway keeps is at most this on its long side. */
  masterMaxSide: 2560,
  /** Frames of an animated image (GIF, WebP): more are refused; the first frame is what we keep. */
  maxFrames: 200,
  /** Phones downscale a larger photo to this before sending it (the server processes it anyway). */
  clientMaxSide: 2560,
} as const;

/** The widths a variant can have: `?w=N` answers the smallest of these ≥ N, never above the master. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Open Graph share image (a JPEG cut from the cover photo). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What the gateway knows of a processed upload. `placeholder` is a base64 ThumbHash (≤ 100 chars). */
export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
}

export const IMAGE_MESSAGES = {
  notImage: 'This file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
  tooManyPixels: `This image is too large to process: at most ${IMAGE_LIMITS.maxPixels / 1_000_000} million pixels and ${IMAGE_LIMITS.maxSide.toLocaleString('en-US')} px on a side.`,
  tooManyFrames: `This animated image has too many frames (at most ${IMAGE_LIMITS.maxFrames}). Please choose a photo.`,
  corrupt: 'This image is damaged or incomplete and cannot be read. Please choose another photo.',
} as const;

/** Where stored uploads live: `/objects/<uuid>` (what PUT /api/pet-photo answers as objectPath). */
export const OBJECT_PATH_PATTERN = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a stored image of ours (`/objects/<id>`), the only kind that has variants. */
export const isStoredImagePath = (url: string | null | undefined): url is string => !!url && OBJECT_PATH_PATTERN.test(url);

/** The variant of a stored image for a layout `width` px wide (any other URL as it is). */
export function imageVariantUrl(url: string, width: number): string {
  return isStoredImagePath(url) ? `${url}?w=${width}` : url;
}

/**
 * `srcset` with w descriptors for a stored image: every served width up to the master's (when known),
 * plus the master's own width when it lies between two of them. Empty for a URL that is not ours.
 */
export function imageSrcSet(url: string | null | undefined, masterWidth?: number | null): string {
  if (!isStoredImagePath(url)) return '';
  const widths: number[] = IMAGE_WIDTHS.filter((w) => !masterWidth || w <= masterWidth);
  if (masterWidth && masterWidth < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] && !widths.includes(masterWidth)) widths.push(masterWidth);
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}
