import type { ObjectPathResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** PUT /api/pet-photo {photoUrl} → {objectPath}: the stable /objects/<id> path the post records. */
export async function setPetPhoto(photoUrl: string): Promise<string> {
  const { objectPath } = await apiJson<ObjectPathResult>('PUT', '/api/pet-photo', { photoUrl });
  return objectPath;
}
