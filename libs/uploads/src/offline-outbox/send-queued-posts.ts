import type { BodyOf } from '@pawpals/contracts';
import { ApiError, callApi, callApiWithHeaders, errorMessageOf, getUploadUrl, throwIfResNotOk } from '@pawpals/api-client';
import { createBodyOf, queuedPost, queuedPosts, removeQueuedPost, updateQueuedPost, type QueuedPhoto, type QueuedPost } from './outbox';

/** What happened to one queued post on a send. */
export type SendOutcome =
  | { kind: 'sent'; post: QueuedPost; petId: string }
  /** The server refused it (a 4xx it will answer again): kept as `refused` with the reason, for the poster to fix. */
  | { kind: 'refused'; post: QueuedPost; message: string };

/** Why a send stopped before the end of the queue (all left waiting, to be tried again). */
export type SendStop = 'offline' | 'signed-out' | 'server-busy' | 'another-tab' | null;

export interface SendDeps {
  /** Stores one photo on the server; answers its `/objects/<id>` path. */
  uploadPhoto(photo: Extract<QueuedPhoto, { bytes: ArrayBuffer }>): Promise<string>;
  /** POST /api/lost-found-pets with the post's Idempotency-Key; answers the post's id. */
  createPost(body: BodyOf<'createLostFoundPet'>, idempotencyKey: string): Promise<string>;
}

/** The real calls: a signed upload URL, a PUT of the bytes to it, PUT /api/pet-photo; then the create. */
export const browserSendDeps: SendDeps = {
  async uploadPhoto(photo) {
    const uploadUrl = await getUploadUrl();
    const res = await fetch(new URL(uploadUrl, window.location.href).href, {
      method: 'PUT',
      body: new Blob([photo.bytes], { type: photo.type }),
      headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    });
    await throwIfResNotOk(res);
    const { objectPath } = await callApi('confirmPetPhoto', { body: { photoUrl: uploadUrl } });
    return objectPath;
  },
  async createPost(body, idempotencyKey) {
    const post = await callApiWithHeaders('createLostFoundPet', { 'Idempotency-Key': idempotencyKey }, { body });
    return post.id;
  },
};

/**
 * How an error of a try is taken: no answer at all (offline, or the answer was lost) and answers that say
 * "later" (408, 409 still running, 425, 429, 5xx) leave the post waiting; 401 means signed out; any other
 * 4xx is the server's final word on this post.
 */
export function classifySendError(error: unknown): Exclude<SendStop, 'another-tab' | null> | 'refused' {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 401) return 'signed-out';
  if (error.status >= 500 || [408, 409, 425, 429].includes(error.status)) return 'server-busy';
  if (error.status >= 400) return 'refused';
  return 'server-busy';
}

const LOCK_NAME = 'pawpals-outbox-send';
let runningHere = false;

/**
 * One tab at a time (a Web Lock; a tab that finds it taken leaves the work to the one holding it). Without
 * Web Locks each tab sends, and the Idempotency-Key still makes one post of it.
 */
async function exclusively<T>(run: () => Promise<T>, busy: T): Promise<T> {
  if (runningHere) return busy;
  runningHere = true;
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return await run();
    return await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? run() : busy));
  } finally {
    runningHere = false;
  }
}

/**
 * Sends the member's waiting posts, oldest first: each photo still on this device is stored (and the post
 * written back at once with its path), then the post is created with its own Idempotency-Key, so a retry after
 * a lost answer is answered with the first post instead of making a second. A post leaves the queue only on a
 * 2xx; a refusal keeps it as `refused`. `onOutcome` hears each sent or refused post.
 */
export function sendQueuedPosts(
  userId: string,
  onOutcome: (outcome: SendOutcome) => void,
  deps: SendDeps = browserSendDeps,
): Promise<{ stopped: SendStop; sent: number }> {
  return exclusively(async () => {
    let sent = 0;
    for (const listed of await queuedPosts(userId)) {
      // Read again: another tab may have sent or changed it since the list was read.
      const current = await queuedPost(listed.id);
      if (!current || current.state !== 'waiting' || current.userId !== userId) continue;
      const post: QueuedPost = { ...current, photos: [...current.photos], attempts: current.attempts + 1 };
      try {
        for (let i = 0; i < post.photos.length; i += 1) {
          const photo = post.photos[i];
          if ('objectPath' in photo) continue;
          post.photos[i] = { objectPath: await deps.uploadPhoto(photo) };
          await updateQueuedPost(post);
        }
        const body = createBodyOf(post);
        if (!body) throw new ApiError(400, '', '400: A post needs at least one photo');
        const petId = await deps.createPost(body, post.idempotencyKey);
        await removeQueuedPost(post.id);
        sent += 1;
        onOutcome({ kind: 'sent', post, petId });
      } catch (error) {
        const taken = classifySendError(error);
        if (taken === 'refused') {
          const message = errorMessageOf(error, 'The post could not be sent');
          const refused: QueuedPost = { ...post, state: 'refused', error: message };
          await updateQueuedPost(refused);
          onOutcome({ kind: 'refused', post: refused, message });
          continue;
        }
        await updateQueuedPost(post).catch(() => undefined);
        return { stopped: taken, sent };
      }
    }
    return { stopped: null, sent };
  }, { stopped: 'another-tab' as SendStop, sent: 0 });
}
