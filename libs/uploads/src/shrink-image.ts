import { IMAGE_LIMITS } from '@pawpals/contracts';

/** The size a `width`×`height` image is drawn at so its long side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** True when the image should be redrawn smaller before it is sent. A GIF is sent as it is (it may move). */
export function needsShrinking(type: string, width: number, height: number, maxSide: number): boolean {
  return type !== 'image/gif' && Math.max(width, height) > maxSide;
}

/** The bitmap drawn at width×height on white (a transparent PNG becomes a JPEG on white, not on black). */
function paint(ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
}

async function drawnAsJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    paint(ctx, bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  paint(ctx, bitmap, width, height);
  return new Promise((done) => canvas.toBlob(done, 'image/jpeg', quality));
}

/**
 * A phone photo made fit to send: one whose long side exceeds `maxSide` (2560 px) is decoded upright
 * (its EXIF orientation applied), drawn smaller and sent as a JPEG (quality 0.9; the metadata, GPS
 * included, is not carried over). Anything the browser cannot decode or draw, and any image already small
 * enough, is sent as it is: the server reads it and decides.
 */
export async function shrinkImageForUpload(file: File, { maxSide = IMAGE_LIMITS.clientMaxSide, quality = 0.9 } = {}): Promise<File> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!needsShrinking(file.type, bitmap.width, bitmap.height, maxSide)) return file;
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const blob = await drawnAsJpeg(bitmap, size.width, size.height, quality);
    if (!blob || blob.size === 0) return file;
    const name = `${file.name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
