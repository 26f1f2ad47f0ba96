import { callApi } from './call';

/** POST /api/objects/upload → {uploadURL}: a short-lived, single-use URL to PUT one image to. */
export async function getUploadUrl(): Promise<string> {
  const { uploadURL } = await callApi('createUploadUrl');
  return uploadURL;
}

/** The server's own words from a failed upload PUT (JSON {message}), when it sent any. */
export function uploadFailureText(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || !body) return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
