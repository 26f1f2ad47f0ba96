/** Where the gateway accepts the raw image bytes (PUT <prefix><id>?expires=…&signature=…). */
export const UPLOAD_PUT_PREFIX = '/api/objects/uploads/';
/** Stable public path of a stored image (what posts and businesses record). */
export const OBJECT_PATH_PREFIX = '/objects/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isObjectId = (value: string) => UUID.test(value);

/**
 * The object id inside anything the browser may send back: our upload URL (relative or absolute),
 * a presigned S3 URL (…/<bucket>/objects/<id>?X-Amz-…) or an already normalised /objects/<id>.
 */
export function objectIdFromUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url.trim() || url.length > 4096) return null;
  let path: string;
  try {
    path = new URL(url.trim(), 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1]?.toLowerCase();
  const parent = segments[segments.length - 2];
  if (!last || !isObjectId(last)) return null;
  return parent === 'objects' || parent === 'uploads' ? last : null;
}
