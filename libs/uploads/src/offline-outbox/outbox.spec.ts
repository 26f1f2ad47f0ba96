import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import {
  canonicalCreateBody,
  closeOutboxForTests,
  createBodyOf,
  newOutboxId,
  onOutboxChange,
  queuePost,
  queuedPost,
  queuedPosts,
  removeQueuedPost,
  storedPhotoPaths,
  updateQueuedPost,
  type QueuedPostFields,
} from './outbox';

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
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

beforeEach(async () => {
  await closeOutboxForTests();
  globalThis.indexedDB = new IDBFactory();
});

describe('the offline outbox (IndexedDB)', () => {
  it('keeps a post with its fields, its photos (bytes and stored paths, in order) and a generated Idempotency-Key', async () => {
    const queued = await queuePost(
      { userId: USER, fields: FIELDS, photos: [{ name: 'IMG_1.jpg', type: 'image/jpeg', bytes: bytes(1, 2, 3) }, { objectPath: path(1) }] },
      1_000,
    );
    expect(queued.idempotencyKey).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(queued).toMatchObject({ userId: USER, state: 'waiting', attempts: 0, createdAt: 1_000 });

    const read = await queuedPost(queued.id);
    expect(read?.fields).toEqual(FIELDS);
    expect(read?.idempotencyKey).toBe(queued.idempotencyKey);
    const [first, second] = read!.photos;
    expect('bytes' in first && [...new Uint8Array(first.bytes)]).toEqual([1, 2, 3]);
    expect(first).toMatchObject({ name: 'IMG_1.jpg', type: 'image/jpeg' });
    expect(second).toEqual({ objectPath: path(1) });
  });

  it('gives each post its own key, keeps a key it is given, and lists a member\'s posts oldest first, never another member\'s', async () => {
    const b = await queuePost({ userId: USER, fields: { ...FIELDS, petName: 'B' }, photos: [{ objectPath: path(2) }] }, 2_000);
    const a = await queuePost({ userId: USER, fields: { ...FIELDS, petName: 'A' }, photos: [{ objectPath: path(1) }], idempotencyKey: 'key-of-a-try' }, 1_000);
    await queuePost({ userId: OTHER, fields: FIELDS, photos: [{ objectPath: path(3) }] }, 500);
    expect(a.idempotencyKey).toBe('key-of-a-try');
    expect(b.idempotencyKey).not.toBe(a.idempotencyKey);
    expect((await queuedPosts(USER)).map((p) => p.fields.petName)).toEqual(['A', 'B']);
    expect(await queuedPosts(OTHER)).toHaveLength(1);
  });

  it('replaces a post queued again under its id (a fixed draft), updates it, and forgets it', async () => {
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    await updateQueuedPost({ ...queued, state: 'refused', error: 'Description is required', attempts: 1 });
    expect(await queuedPost(queued.id)).toMatchObject({ state: 'refused', error: 'Description is required' });
    const fixed = await queuePost({ id: queued.id, userId: USER, fields: { ...FIELDS, description: 'Fixed' }, photos: [{ objectPath: path(1) }] });
    expect(fixed.idempotencyKey).not.toBe(queued.idempotencyKey); // a changed post is a new request
    expect(await queuedPosts(USER)).toEqual([expect.objectContaining({ id: queued.id, state: 'waiting', attempts: 0 })]);
    await removeQueuedPost(queued.id);
    expect(await queuedPost(queued.id)).toBeNull();
    expect(await queuedPosts(USER)).toEqual([]);
  });

  it('tells listeners in the page when the queue changes', async () => {
    const heard = jest.fn();
    const stop = onOutboxChange(heard);
    const queued = await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    await removeQueuedPost(queued.id);
    stop();
    await queuePost({ userId: USER, fields: FIELDS, photos: [{ objectPath: path(1) }] });
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('the create body of a queued post', () => {
  it('is built only once every photo is stored, photos in order with the first as the cover', () => {
    expect(createBodyOf({ fields: FIELDS, photos: [{ objectPath: path(1) }, { name: 'x.jpg', type: 'image/jpeg', bytes: bytes(1) }] })).toBeNull();
    expect(storedPhotoPaths([{ objectPath: path(2) }, { objectPath: path(1) }])).toEqual([path(2), path(1)]);
    expect(createBodyOf({ fields: FIELDS, photos: [{ objectPath: path(2) }, { objectPath: path(1) }] })).toEqual({
      ...FIELDS,
      photoUrls: [path(2), path(1)],
      photoUrl: path(2),
    });
    expect(createBodyOf({ fields: FIELDS, photos: [] })).toBeNull();
  });

  it('writes the same JSON whatever order the fields came in (the gateway compares a retry byte for byte)', () => {
    const fromForm = canonicalCreateBody({ photoUrls: [path(1)], photoUrl: path(1), ...FIELDS, species: undefined });
    const fromQueue = createBodyOf({ fields: { ...FIELDS }, photos: [{ objectPath: path(1) }] });
    expect(JSON.stringify(fromForm)).toBe(JSON.stringify(fromQueue));
    expect(Object.keys(fromForm)).toEqual([...Object.keys(fromForm)].sort());
  });
});

describe('newOutboxId', () => {
  it('is a random UUID, also where crypto.randomUUID is missing (an http origin)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newOutboxId()).toMatch(uuid);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, () => newOutboxId()));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
