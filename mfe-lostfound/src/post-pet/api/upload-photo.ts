import type { ObjectPathResult, UploadUrlResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** POST /api/objects/upload → {uploadURL}: a short-lived, single-use URL to PUT one image to (SPEC §7.4). */
export async function getUploadUrl(): Promise<string> {
  const { uploadURL } = await apiJson<UploadUrlResult>('POST', '/api/objects/upload');
  return uploadURL;
}

/** PUT /api/pet-photo {photoUrl} → {objectPath}: the stable /objects/<id> path the post records. */
export async function setPetPhoto(photoUrl: string): Promise<string> {
  const { objectPath } = await apiJson<ObjectPathResult>('PUT', '/api/pet-photo', { photoUrl });
  return objectPath;
}
