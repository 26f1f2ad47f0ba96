/**
 * The image formats we accept, recognised by their first bytes (never by name or declared type): a quick
 * refusal of what is plainly not an image before the pipeline decodes anything.
 */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

/** How many leading bytes detectImageType needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

export function detectImageType(head: Buffer): ImageContentType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  // ISO-BMFF: a 'ftyp' box whose brand is AVIF (the pipeline still checks the codec).
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))) {
    return 'image/avif';
  }
  return null;
}
