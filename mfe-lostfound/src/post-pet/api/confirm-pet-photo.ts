import { callApi } from '@pawpals/api-client';

/** PUT /api/pet-photo {photoUrl} → {objectPath}: the stable /objects/<id> path the post records. */
export async function confirmPetPhoto(photoUrl: string): Promise<string> {
  const { objectPath } = await callApi('confirmPetPhoto', { body: { photoUrl } });
  return objectPath;
}
