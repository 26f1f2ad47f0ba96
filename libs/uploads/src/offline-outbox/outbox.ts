import type { BodyOf } from '@pawpals/contracts';

/**
 * The posts written offline, kept on this device until they are sent (docs/decisions/0145-offline-post-queue.md).
 *
 * IndexedDB database `pawpals-outbox` (version 1), one object store `posts` keyed by `id`, with an index
 * `byUser` on `userId`. A photo not yet stored by the server is kept as its bytes (an ArrayBuffer, which
 * every browser stores; some do not store Blobs), and replaced by its `/objects/<id>` path once it is, so a
 * send that stops half-way never uploads the same photo twice and the post's body is always the same.
 */
export const OUTBOX_DB = 'pawpals-outbox';
export const OUTBOX_STORE = 'posts';
const VERSION = 1;

/** The post's fields as the form had them, without its photos (those are `photos`). */
export type QueuedPostFields = Omit<BodyOf<'createLostFoundPet'>, 'photoUrl' | 'photoUrls'>;

/** One photo of a queued post, in the poster's order: already stored on the server, or still on this device. */
export type QueuedPhoto = { objectPath: string } | { name: string; type: string; bytes: ArrayBuffer };

export interface QueuedPost {
  /** Local id of the queued post (not the server's). */
  id: string;
  /** The member who wrote it: it is sent only while they are the one signed in on this device. */
  userId: string;
  /** Sent with every try of this post, so the server makes it once however many tries reach it. */
  idempotencyKey: string;
  fields: QueuedPostFields;
  photos: QueuedPhoto[];
  /** `waiting` to be sent; `refused` by the server (`error` says why), kept so the poster can fix it. */
  state: 'waiting' | 'refused';
  error?: string;
  /** Epoch milliseconds. */
  createdAt: number;
  attempts: number;
}

/** What a new queued post is made from: the rest (id, key, state, dates) is given here. */
export type NewQueuedPost = Pick<QueuedPost, 'userId' | 'fields' | 'photos'> & Partial<Pick<QueuedPost, 'id' | 'idempotencyKey'>>;

/**
 * A random UUID (v4): the id of a queued post, an Idempotency-Key (the gateway takes 1–255 visible ASCII
 * characters), a kept photo's stand-in path. `crypto.randomUUID` exists only on secure origins; elsewhere
 * (a phone on the LAN's http address) the same shape is made from random bytes.
 */
export function newOutboxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True where this browser can keep posts (IndexedDB exists: not in some private windows or old browsers). */
export const outboxSupported = (): boolean => typeof indexedDB !== 'undefined';

/** Tells this page's listeners and the other tabs that the queue changed. */
const CHANGED_EVENT = 'pawpals:outbox-changed';
const CHANNEL = 'pawpals-outbox';

function announceChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(CHANGED_EVENT));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever the queue changes, in this tab or another; answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(CHANGED_EVENT, listener);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    channel?.close();
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opening: Promise<IDBDatabase> | null = null;

function openOutbox(): Promise<IDBDatabase> {
  if (!outboxSupported()) return Promise.reject(new Error('This browser cannot keep posts on the device'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        db.createObjectStore(OUTBOX_STORE, { keyPath: 'id' }).createIndex('byUser', 'userId');
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab opening a newer version: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('Could not open the outbox'));
    };
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openOutbox();
  const tx = db.transaction(OUTBOX_STORE, mode);
  const result = done(run(tx.objectStore(OUTBOX_STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/** Keeps a new post (or replaces the one with the same id); answers it as stored. */
export async function queuePost(post: NewQueuedPost, now = Date.now()): Promise<QueuedPost> {
  const queued: QueuedPost = {
    id: post.id ?? newOutboxId(),
    userId: post.userId,
    idempotencyKey: post.idempotencyKey ?? newOutboxId(),
    fields: post.fields,
    photos: post.photos,
    state: 'waiting',
    createdAt: now,
    attempts: 0,
  };
  await withStore('readwrite', (store) => store.put(queued));
  announceChange();
  return queued;
}

/** Writes back a post changed by the sender (a photo now stored, a refusal, one more try). */
export async function updateQueuedPost(post: QueuedPost): Promise<void> {
  await withStore('readwrite', (store) => store.put(post));
  announceChange();
}

/** The member's queued posts, oldest first. */
export async function queuedPosts(userId: string): Promise<QueuedPost[]> {
  if (!outboxSupported()) return [];
  const posts = await withStore('readonly', (store) => store.index('byUser').getAll(IDBKeyRange.only(userId)) as IDBRequest<QueuedPost[]>);
  return posts.sort((a, b) => a.createdAt - b.createdAt);
}

/** One queued post by its local id, or null. */
export async function queuedPost(id: string): Promise<QueuedPost | null> {
  if (!outboxSupported()) return null;
  return ((await withStore('readonly', (store) => store.get(id) as IDBRequest<QueuedPost | undefined>)) ?? null) as QueuedPost | null;
}

/** Forgets a queued post (sent, or replaced by the poster's fixed version). */
export async function removeQueuedPost(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
  announceChange();
}

/** The photos of a post in order, once every one is stored on the server; null while some are still on this device. */
export const storedPhotoPaths = (photos: readonly QueuedPhoto[]): string[] | null =>
  photos.every((p): p is { objectPath: string } => 'objectPath' in p) ? photos.map((p) => p.objectPath) : null;

/**
 * A create body with its fields in one order (by name). The gateway recognises a retry by its key and the
 * request's exact bytes, so the form's own try and the queue's later tries of the same post must write the
 * same JSON.
 */
export function canonicalCreateBody(body: BodyOf<'createLostFoundPet'>): BodyOf<'createLostFoundPet'> {
  const entries = Object.entries(body).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as BodyOf<'createLostFoundPet'>;
}

/** The create body of a queued post whose photos are all stored: the fields and the photos in order, the first the cover. */
export function createBodyOf(post: Pick<QueuedPost, 'fields' | 'photos'>): BodyOf<'createLostFoundPet'> | null {
  const photoUrls = storedPhotoPaths(post.photos);
  if (!photoUrls?.length) return null;
  return canonicalCreateBody({ ...post.fields, photoUrls, photoUrl: photoUrls[0] });
}

/** For tests: closes the connection so a fresh database can be opened. */
export async function closeOutboxForTests(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
}
