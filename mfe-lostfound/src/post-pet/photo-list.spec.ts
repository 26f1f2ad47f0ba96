import { PET_PHOTOS_MAX } from '@pawpals/contracts';
import {
  coverKey,
  isAnyPhotoUploading,
  photoListReducer,
  photoSlotsLeft,
  photosReady,
  storedPhotoItems,
  uploadedPhotoUrls,
  type PetPhotoItem,
  type PhotoListAction,
} from './photo-list';

const path = (n: number) => `/objects/0b8f6b7e-3c2a-4d5e-9f10-${String(n).padStart(12, '0')}`;
const chosen = (...keys: string[]) => keys.map((key) => ({ key, name: `${key}.jpg`, previewUrl: `blob:${key}` }));
const run = (...actions: PhotoListAction[]) => actions.reduce(photoListReducer, [] as PetPhotoItem[]);
const keys = (list: PetPhotoItem[]) => list.map((p) => p.key);
/** Three photos, all stored: a, b, c. */
const stored = () =>
  run(
    { type: 'add', items: chosen('a', 'b', 'c') },
    ...['a', 'b', 'c'].flatMap((key, i): PhotoListAction[] => [
      { type: 'uploading', key },
      { type: 'done', key, objectPath: path(i + 1) },
    ]),
  );

describe('a post’s photos', () => {
  it('adds chosen photos in order, each preparing with no progress yet', () => {
    const list = run({ type: 'add', items: chosen('a', 'b') });
    expect(keys(list)).toEqual(['a', 'b']);
    expect(list.map((p) => [p.status, p.percent])).toEqual([
      ['preparing', 0],
      ['preparing', 0],
    ]);
  });

  it(`holds at most ${PET_PHOTOS_MAX}: adding more keeps the first that fit`, () => {
    expect(PET_PHOTOS_MAX).toBe(5);
    const list = run({ type: 'add', items: chosen('a', 'b', 'c') }, { type: 'add', items: chosen('d', 'e', 'f', 'g') });
    expect(keys(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(photoSlotsLeft(list)).toBe(0);
    expect(photoListReducer(list, { type: 'add', items: chosen('h') })).toEqual(list);
    expect(photoSlotsLeft(photoListReducer(list, { type: 'remove', key: 'c' }))).toBe(1);
  });

  it('tracks each photo’s own progress, and sends only the stored ones, in order', () => {
    let list = run({ type: 'add', items: chosen('a', 'b') }, { type: 'uploading', key: 'a' }, { type: 'uploading', key: 'b' });
    list = photoListReducer(list, { type: 'progress', key: 'b', percent: 40 });
    expect(list.map((p) => p.percent)).toEqual([0, 40]);
    list = photoListReducer(list, { type: 'done', key: 'b', objectPath: path(2) });
    expect(uploadedPhotoUrls(list)).toEqual([path(2)]);
    list = photoListReducer(list, { type: 'done', key: 'a', objectPath: path(1) });
    expect(uploadedPhotoUrls(list)).toEqual([path(1), path(2)]);
  });

  it('moves a photo earlier or later; the first is the cover; moving past either end does nothing', () => {
    let list = stored();
    expect(coverKey(list)).toBe('a');
    list = photoListReducer(list, { type: 'move', key: 'c', by: -1 });
    list = photoListReducer(list, { type: 'move', key: 'c', by: -1 });
    expect(keys(list)).toEqual(['c', 'a', 'b']);
    expect(coverKey(list)).toBe('c');
    expect(uploadedPhotoUrls(list)).toEqual([path(3), path(1), path(2)]);
    expect(photoListReducer(list, { type: 'move', key: 'c', by: -1 })).toBe(list);
    expect(photoListReducer(list, { type: 'move', key: 'b', by: 1 })).toBe(list);
    expect(keys(photoListReducer(list, { type: 'move', key: 'c', by: 1 }))).toEqual(['a', 'c', 'b']);
  });

  it('removes a photo; removing the cover makes the next one the cover', () => {
    const list = photoListReducer(stored(), { type: 'remove', key: 'a' });
    expect(keys(list)).toEqual(['b', 'c']);
    expect(coverKey(list)).toBe('b');
    expect(uploadedPhotoUrls(list)).toEqual([path(2), path(3)]);
  });

  it('keeps a refused photo with the server’s reason on it, never sends it, and never makes it the cover', () => {
    const reason = 'This file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    let list = run({ type: 'add', items: chosen('bad', 'good') }, { type: 'uploading', key: 'bad' }, { type: 'failed', key: 'bad', error: reason });
    expect(list[0]).toMatchObject({ status: 'failed', error: reason });
    expect(coverKey(list)).toBe('good');
    list = photoListReducer(list, { type: 'done', key: 'good', objectPath: path(1) });
    expect(uploadedPhotoUrls(list)).toEqual([path(1)]);
    expect(photosReady(list)).toBe(true);
  });

  it('is ready to post once one photo is stored and none is still preparing or uploading', () => {
    expect(photosReady([])).toBe(false);
    let list = run({ type: 'add', items: chosen('a', 'b') }, { type: 'uploading', key: 'a' });
    expect(isAnyPhotoUploading(list)).toBe(true);
    list = photoListReducer(list, { type: 'done', key: 'a', objectPath: path(1) });
    expect(photosReady(list)).toBe(false); // b is still being prepared
    list = photoListReducer(list, { type: 'uploading', key: 'b' });
    expect(photosReady(list)).toBe(false);
    list = photoListReducer(list, { type: 'failed', key: 'b', error: 'nope' });
    expect(photosReady(list)).toBe(true);
    expect(photosReady(photoListReducer(list, { type: 'remove', key: 'a' }))).toBe(false);
  });

  it('starts from a post’s stored photos when the poster edits them', () => {
    const list = storedPhotoItems([path(1), path(2)]);
    expect(list.map((p) => [p.status, p.objectPath])).toEqual([
      ['done', path(1)],
      ['done', path(2)],
    ]);
    expect(uploadedPhotoUrls(list)).toEqual([path(1), path(2)]);
    expect(photosReady(list)).toBe(true);
    expect(photoSlotsLeft(list)).toBe(3);
  });
});
