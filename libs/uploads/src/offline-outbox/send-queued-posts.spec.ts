import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError } from '@pawpals/api-client';
import type { BodyOf } from '@pawpals/contracts';
import { closeOutboxForTests, queuePost, queuedPost, queuedPosts, type QueuedPostFields } from './outbox';
import { classifySendError, sendQueuedPosts, type SendDeps, type SendOutcome } from './send-queued-posts';

// jsdom has no structuredClone, which fake-indexeddb stores values with (looked up when it stores).
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = (<T>(value: T): T => deserialize(serialize(value)) as T) as typeof structuredClone;
}

const USER = '7d1c9a9e-0000-4000-8000-000000000001';
const OTHER = '7d1c9a9e-0000-4000-8000-000000000002';
const path = (n: number) => `/objects/0b8f6b7e-3c2a-4d5e-9f10-${String(n).padStart(12, '0')}`;
const FIELDS: QueuedPostFields = {
  type: 'lost',
  petName: 'Biscuit',
  description: 'Tan beagle, red collar',
  lastSeenLocation: 'Zilker Park, Austin TX 78704',
  lastSeenDate: '2026-11-27T00:00:00.000Z',
  contactInfo: '(512) 555-0100',
  contactPreference: 'phone',
};
const photo = (n: number) => ({ name: `IMG_${n}.jpg`, type: 'image/jpeg', bytes: new Uint8Array([n]).buffer });
const apiError = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), `${status}: ${JSON.stringify({ message })}`);

/**
 * The server as the sender sees it: photo uploads, and creates that honour the Idempotency-Key like the
 * gateway does (the same key and body answers the first post; the same key with another body is a 422).
 * `loseNextAnswer` makes the next create happen on the server while its answer never reaches the browser.
 */
function fakeServer() {
  const posts: { id: string; body: BodyOf<'createLostFoundPet'> }[] = [];
  const byKey = new Map<string, { json: string; id: string }>();
  const uploads: number[] = [];
  const server = {
    posts,
    uploads,
    loseNextAnswer: false,
    refuseWith: null as ApiError | null,
    failUploadWith: null as unknown,
    deps: {
      uploadPhoto: async (p) => {
        if (server.failUploadWith) throw server.failUploadWith;
        const n = new Uint8Array(p.bytes)[0];
        uploads.push(n);
        return path(100 + n);
      },
      createPost: async (body, key) => {
        if (server.refuseWith) throw server.refuseWith;
        const json = JSON.stringify(body);
        const first = byKey.get(key);
        if (first && first.json !== json) throw apiError(422, 'This Idempotency-Key was already used for a different request');
        const id = first?.id ?? `pet-${posts.length + 1}`;
        if (!first) {
          posts.push({ id, body });
          byKey.set(key, { json, id });
        }
        if (server.loseNextAnswer) {
          server.loseNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return id;
      },
    } satisfies SendDeps,
  };
  return server;
}

beforeEach(async () => {
  await closeOutboxForTests();
  globalThis.indexedDB = new IDBFactory();
});

describe('sending the posts written offline', () => {
  it('stores the kept photos first, then creates the post with its key and its photos in order, and forgets it', async () => {
    const server = fakeServer();
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [photo(1), { objectPath: path(7) }, photo(2)] });
    const outcomes: SendOutcome[] = [];
    expect(await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps)).toEqual({ stopped: null, sent: 1 });
    expect(server.uploads).toEqual([1, 2]);
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0].body).toMatchObject({ ...FIELDS, photoUrls: [path(101), path(7), path(102)], photoUrl: path(101) });
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'sent', petId: 'pet-1' })]);
    expect(await queuedPost(queued.id)).toBeNull();
  });

  it('makes exactly one post when the answer of the first try is lost: the retry carries the same key and body', async () => {
    const server = fakeServer();
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [photo(1)] });
    server.loseNextAnswer = true;
    const outcomes: SendOutcome[] = [];
    expect(await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps)).toEqual({ stopped: 'offline', sent: 0 });
    expect(server.posts).toHaveLength(1); // the server did make it
    // Kept, with its photo's stored path, so the retry sends the very same request.
    expect(await queuedPost(queued.id)).toMatchObject({ state: 'waiting', attempts: 1, photos: [{ objectPath: path(101) }] });

    expect(await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps)).toEqual({ stopped: null, sent: 1 });
    expect(server.uploads).toEqual([1]); // the photo was not sent twice
    expect(server.posts).toHaveLength(1);
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'sent', petId: 'pet-1' })]);
    expect(await queuedPosts(USER)).toEqual([]);
  });

  it('keeps a post the server refuses, marked with the reason for the poster to fix, and does not try it again', async () => {
    const server = fakeServer();
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    server.refuseWith = apiError(400, 'Last seen location is required');
    const outcomes: SendOutcome[] = [];
    expect(await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps)).toEqual({ stopped: null, sent: 0 });
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'refused', message: 'Last seen location is required' })]);
    expect(await queuedPost(queued.id)).toMatchObject({ state: 'refused', error: 'Last seen location is required' });
    server.refuseWith = null;
    await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps);
    expect(server.posts).toHaveLength(0);
    expect(outcomes).toHaveLength(1);
  });

  it('a refused photo refuses its post with the server\'s words', async () => {
    const server = fakeServer();
    await queuePost({ userId: USER, fields: FIELDS, photos: [photo(1)] });
    server.failUploadWith = apiError(415, 'This file is not an image we can read');
    const outcomes: SendOutcome[] = [];
    await sendQueuedPosts(USER, (o) => outcomes.push(o), server.deps);
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'refused', message: 'This file is not an image we can read' })]);
  });

  it.each([
    [apiError(401, 'Unauthorized'), 'signed-out'],
    [apiError(503, 'The service is unavailable'), 'server-busy'],
    [apiError(409, 'A request with this Idempotency-Key is still being processed; retry shortly'), 'server-busy'],
    [apiError(429, 'Too many requests'), 'server-busy'],
    [new TypeError('Failed to fetch'), 'offline'],
  ])('stops and keeps the post waiting on %s (%s)', async (error, stopped) => {
    const server = fakeServer();
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    server.refuseWith = error as ApiError;
    expect(await sendQueuedPosts(USER, () => undefined, server.deps)).toEqual({ stopped, sent: 0 });
    expect(await queuedPost(queued.id)).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it("sends only the signed-in member's posts, and one send at a time in a tab", async () => {
    const server = fakeServer();
    await queuePost({ userId: OTHER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(2) }] });
    const [first, second] = await Promise.all([sendQueuedPosts(USER, () => undefined, server.deps), sendQueuedPosts(USER, () => undefined, server.deps)]);
    expect(first).toEqual({ stopped: null, sent: 1 });
    expect(second).toEqual({ stopped: 'another-tab', sent: 0 });
    expect(server.posts.map((p) => p.body.photoUrl)).toEqual([path(2)]);
    expect(await queuedPosts(OTHER)).toHaveLength(1);
  });

  it('tells a final answer from a "later" one', () => {
    expect(classifySendError(apiError(400, 'x'))).toBe('refused');
    expect(classifySendError(apiError(403, 'x'))).toBe('refused');
    expect(classifySendError(apiError(422, 'x'))).toBe('refused');
    expect(classifySendError(apiError(500, 'x'))).toBe('server-busy');
    expect(classifySendError(new Error('network'))).toBe('offline');
  });
});
