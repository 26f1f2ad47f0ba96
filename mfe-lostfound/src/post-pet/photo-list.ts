import { PET_PHOTOS_MAX } from '@pawpals/contracts';

/**
 * One photo of a post being written: chosen on this device, then made fit to send (`preparing`), sent
 * with its own progress (`uploading`), and either stored (`done`, with its /objects path) or refused
 * (`failed`, with the server's readable reason shown on it). A failed photo is never sent with the post.
 * Written offline, a new post's photo is `local`: kept on this device (`file`) and sent with the post once
 * back online (docs/decisions/0145-offline-post-queue.md).
 */
export interface PetPhotoItem {
  /** Local key of this tile (not the server's id). */
  key: string;
  name: string;
  /** The local preview (an object URL) until the server has the photo. */
  previewUrl: string;
  status: 'preparing' | 'uploading' | 'done' | 'failed' | 'local';
  percent: number;
  objectPath?: string;
  error?: string;
  /** A `local` photo: the file made fit to send, and the stand-in path the form validates in its place. */
  file?: File;
  localPath?: string;
}

export type PhotoListAction =
  | { type: 'add'; items: { key: string; name: string; previewUrl: string }[] }
  | { type: 'uploading'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'done'; key: string; objectPath: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'local'; key: string; file: File; localPath: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 };

const update = (list: PetPhotoItem[], key: string, change: (item: PetPhotoItem) => PetPhotoItem) =>
  list.map((item) => (item.key === key ? change(item) : item));

/**
 * The photos in their order (the first that is not refused is the cover). Every tile, a refused one too,
 * takes one of the PET_PHOTOS_MAX places until it is removed; adding more than fit keeps the first ones.
 */
export function photoListReducer(list: PetPhotoItem[], action: PhotoListAction): PetPhotoItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...list,
        ...action.items.slice(0, photoSlotsLeft(list)).map((item): PetPhotoItem => ({ ...item, status: 'preparing', percent: 0 })),
      ];
    case 'uploading':
      return update(list, action.key, (item) => ({ ...item, status: 'uploading', percent: 0 }));
    case 'progress':
      return update(list, action.key, (item) => (item.status === 'uploading' ? { ...item, percent: action.percent } : item));
    case 'done':
      return update(list, action.key, (item) => ({ ...item, status: 'done', percent: 100, objectPath: action.objectPath, error: undefined }));
    case 'failed':
      return update(list, action.key, (item) => ({ ...item, status: 'failed', error: action.error }));
    case 'local':
      return update(list, action.key, (item) => ({ ...item, status: 'local', percent: 0, file: action.file, localPath: action.localPath, error: undefined }));
    case 'remove':
      return list.filter((item) => item.key !== action.key);
    case 'move': {
      const from = list.findIndex((item) => item.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const moved = [...list];
      [moved[from], moved[to]] = [moved[to], moved[from]];
      return moved;
    }
  }
}

/** The tiles of photos a post already has (editing it later): stored, in their order. */
export const storedPhotoItems = (urls: readonly string[]): PetPhotoItem[] =>
  urls.map((url, i) => ({ key: `stored-${i}-${url}`, name: `Photo ${i + 1}`, previewUrl: url, status: 'done', percent: 100, objectPath: url }));

/** How many more photos may be added (at most PET_PHOTOS_MAX tiles). */
export const photoSlotsLeft = (list: PetPhotoItem[]) => Math.max(0, PET_PHOTOS_MAX - list.length);

/** The stored photos in the chosen order: what the post sends as photoUrls (the first is the cover). */
export const uploadedPhotoUrls = (list: PetPhotoItem[]): string[] =>
  list.flatMap((item) => (item.status === 'done' && item.objectPath ? [item.objectPath] : []));

/** The tile that becomes the cover: the first one that is not refused. */
export const coverKey = (list: PetPhotoItem[]): string | null => list.find((item) => item.status !== 'failed')?.key ?? null;

/** True while a photo is still being prepared or sent. */
export const isAnyPhotoUploading = (list: PetPhotoItem[]) => list.some((item) => item.status === 'preparing' || item.status === 'uploading');

/** The photos the form validates, in order: the stored ones' paths and the kept-on-device ones' stand-ins. */
export const formPhotoUrls = (list: PetPhotoItem[]): string[] =>
  list.flatMap((item) =>
    item.status === 'done' && item.objectPath ? [item.objectPath] : item.status === 'local' && item.localPath ? [item.localPath] : [],
  );

/** True when a photo is kept on this device, waiting to be sent. */
export const hasLocalPhotos = (list: PetPhotoItem[]) => list.some((item) => item.status === 'local');

/** The post may be sent (or kept to send) once one photo at least is stored or kept, and none is still on its way. */
export const photosReady = (list: PetPhotoItem[]) => formPhotoUrls(list).length > 0 && !isAnyPhotoUploading(list);
