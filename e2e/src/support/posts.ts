import type { APIRequestContext } from 'playwright-core';
import { request } from 'playwright-core';
import { pngImage } from './images';
import { baseUrl } from './system';
import { newPetOwner } from './users';

/** The JSON answer of an API call, or an error naming its status and body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API under test
export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  if (!response.ok()) throw new Error(`${response.status()} ${response.url()}: ${await response.text()}`);
  return response.json();
}

/** A stored photo of the member signed in on `api`, uploaded the way the post form does; answers its /objects path. */
export async function uploadPetPhoto(api: APIRequestContext, photo: Buffer = pngImage()): Promise<string> {
  const { uploadURL } = await ok(await api.post('/api/objects/upload'));
  await ok(await api.put(uploadURL, { data: photo, headers: { 'content-type': 'image/png' } }));
  return (await ok(await api.put('/api/pet-photo', { data: { photoUrl: uploadURL } }))).objectPath;
}

/**
 * A new pet owner posts `post` (last seen today unless it says) with `photo`, and the admin (`admin`, signed in)
 * approves it; answers its id.
 */
export async function approvedPost(
  admin: APIRequestContext,
  post: Record<string, unknown>,
  photo: Buffer = pngImage(),
): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const member = newPetOwner();
  await ok(await api.post('/api/signup', { data: { ...member, confirmPassword: member.password } }));
  const objectPath = await uploadPetPhoto(api, photo);
  const created = await ok(
    await api.post('/api/lost-found-pets', {
      data: { lastSeenDate: new Date().toISOString().slice(0, 10), photoUrl: objectPath, ...post },
    }),
  );
  await api.dispose();
  await ok(
    await admin.patch(`/api/admin/lost-found/${created.id}/approve`, {
      data: { approvalStatus: 'approved' },
    }),
  );
  return created.id;
}
