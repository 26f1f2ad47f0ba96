import { rename, unlink } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { ImageRefusedError, type MasterFormat, type NormalisedImage, type PipelineLimits, type VariantSpec } from './image-refusal';

/**
 * The image work itself (sharp/libvips), run only inside the image worker process (image-worker.ts):
 * a hostile file can cost CPU and memory there, never in the process that answers requests.
 */

/** The formats an upload may be. HEIF is accepted only as AVIF (AV1); HEIC's codec is not ours to decode. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

function checkHeader(meta: Metadata, limits: PipelineLimits) {
  const format = meta.format as string | undefined;
  const isAvif = format === 'heif' && meta.compression === 'av1';
  if (!format || !(ACCEPTED.has(format) || isAvif)) throw new ImageRefusedError('notImage', `format ${format ?? 'unknown'}`);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw new ImageRefusedError('corrupt', 'no dimensions');
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new ImageRefusedError('tooManyPixels', `${width}×${height}`);
  }
  if ((meta.pages ?? 1) > limits.maxFrames) throw new ImageRefusedError('tooManyFrames', `${meta.pages} frames`);
}

/** libvips reports a broken file while decoding; anything it raises on an accepted header is "damaged". */
function asRefusal(err: unknown): never {
  if (err instanceof ImageRefusedError) throw err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) throw new ImageRefusedError('tooManyPixels', message);
  if (/unsupported image format|bad seek|not a known/i.test(message)) throw new ImageRefusedError('notImage', message);
  throw new ImageRefusedError('corrupt', message.split('\n')[0]);
}

/**
 * An upload as we keep it: header checked before any pixel is decoded, decoded once (first frame),
 * turned upright by its EXIF orientation, converted to sRGB, at most `masterMaxSide` on its long side,
 * re-encoded with no metadata at all (EXIF, GPS, XMP, IPTC, comments, ICC go). JPEG, or PNG when the
 * image has transparency. Written to `outPath` atomically; the placeholder is a ThumbHash of the result.
 */
export async function normaliseUpload(inPath: string, outPath: string, limits: PipelineLimits): Promise<NormalisedImage> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: checkHeader names the real reason.
    meta = await sharp(inPath, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageRefusedError('notImage', err instanceof Error ? err.message : String(err));
  }
  checkHeader(meta, limits);
  const temp = `${outPath}.tmp`;
  try {
    // Decoded once, to upright sRGB pixels of the master's size; everything else is made from these.
    const { data, info } = await sharp(inPath, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: limits.masterMaxSide, height: limits.masterMaxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const hasAlpha = info.channels === 4 && hasTransparentPixel(data);
    const format: MasterFormat = hasAlpha ? 'png' : 'jpeg';
    const pixels = sharp(data, raw);
    const encoded = hasAlpha ? pixels.png({ compressionLevel: 8, adaptiveFiltering: true }) : pixels.removeAlpha().jpeg({ quality: 88, optimiseCoding: true });
    const written = await encoded.toFile(temp);
    const placeholder = await thumbHashOf(sharp(data, raw));
    await rename(temp, outPath);
    return { width: info.width, height: info.height, format, bytes: written.size, placeholder };
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    return asRefusal(err);
  }
}

function hasTransparentPixel(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}

/** A ThumbHash (base64, ~30 characters) of the master's pixels. */
async function thumbHashOf(pixels: sharp.Sharp): Promise<string> {
  const { data, info } = await pixels.resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** A resized, re-encoded copy of a master (never of an upload's own bytes). */
export async function makeVariant(masterPath: string, outPath: string, spec: VariantSpec): Promise<{ width: number; height: number; bytes: number }> {
  const temp = `${outPath}.tmp`;
  try {
    let image = sharp(masterPath, { failOn: 'error' });
    if (spec.width && spec.height) image = image.resize(spec.width, spec.height, { fit: 'cover', position: sharp.strategy.attention });
    else if (spec.width) image = image.resize({ width: spec.width, withoutEnlargement: true });
    if (spec.format === 'avif') image = image.avif({ quality: spec.quality, effort: 2 });
    else if (spec.format === 'webp') image = image.webp({ quality: spec.quality, effort: 3 });
    else if (spec.format === 'png') image = image.png({ compressionLevel: 8, adaptiveFiltering: true });
    else image = image.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality, optimiseCoding: true, progressive: true });
    const info = await image.toFile(temp);
    await rename(temp, outPath);
    return { width: info.width, height: info.height, bytes: info.size };
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}
