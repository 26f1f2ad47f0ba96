import { useCallback, useEffect, useReducer, useRef } from 'react';
import type Uppy from '@uppy/core';
import { defineMessage, defineMessages } from 'react-intl';
import { PET_PHOTOS_MAX } from '@pawpals/contracts';
import { errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { toast, useIntl } from '@pawpals/ui';
import { createImageUppy, newOutboxId, shrinkImageForUpload, uploadPercent } from '@pawpals/uploads';
import { confirmPetPhoto } from './api/confirm-pet-photo';
import { photoListReducer, photoSlotsLeft, storedPhotoItems, type PetPhotoItem } from './photo-list';

/** What libs/uploads' failed URL call says (its error's message, told apart here). */
const SIGN_FAILED = 'Failed to get upload URL';

const messages = defineMessages({
  signFailed: { id: 'lostfound.upload.signFailed', defaultMessage: 'Failed to get upload URL' },
  uploadFailed: { id: 'lostfound.upload.uploadFailed', defaultMessage: 'Failed to upload photo' },
  uploaded: { id: 'lostfound.upload.uploaded', defaultMessage: 'Photo uploaded successfully' },
  setFailed: { id: 'lostfound.upload.setFailed', defaultMessage: 'Failed to set photo' },
  tooMany: defineMessage<{ max: number }>({
    id: 'lostfound.upload.tooMany',
    defaultMessage: 'Up to {max} photos',
  }),
  onlyFirst: defineMessage<{ room: number }>({
    id: 'lostfound.upload.onlyFirst',
    defaultMessage: 'Only the first {room} of the chosen photos were added.',
  }),
  removeOne: { id: 'lostfound.upload.removeOne', defaultMessage: 'Remove a photo to add another.' },
});
const NO_PHOTOS: readonly string[] = [];
let nextKey = 0;

/** No network now (the browser says so): a new post's photo is then kept on this device. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The photos of a new post (docs/decisions/0119-several-photos-per-lost-found-post.md): each chosen file is
 * made fit to send (a phone photo over 2560 px is redrawn smaller, upright), PUT to its own signed URL
 * through the one image uploader (libs/uploads) with its own progress, then confirmed (PUT /api/pet-photo) as
 * a stable /objects path. A photo the server refuses keeps the server's readable reason on its tile; the
 * others carry on. `stored` are the photos a post already has, when the poster edits them later.
 *
 * With `keepOffline` (a new post), a photo chosen with no network, or whose sending failed because the
 * network went, is kept on this device (`local`, with its file) instead of failing: the post can still be
 * submitted and is then queued with it (docs/decisions/0145-offline-post-queue.md). Back online while the
 * form is open, the kept photos are sent as usual.
 */
export function usePetPhotos(
  stored: readonly string[] = NO_PHOTOS,
  { keepOffline = false }: { keepOffline?: boolean } = {},
) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  /** A message without values in the page's language (read through a ref: the uploader is made once). */
  const say = useCallback(
    (message: 'signFailed' | 'uploadFailed' | 'uploaded' | 'setFailed' | 'removeOne') =>
      intlRef.current.formatMessage(messages[message]),
    [],
  );
  const [photos, dispatch] = useReducer(photoListReducer, stored, storedPhotoItems);
  const photosRef = useRef<PetPhotoItem[]>(photos);
  photosRef.current = photos;
  const uppyRef = useRef<Uppy | null>(null);
  /** Uppy's file id of each tile while it is being sent, and back. */
  const fileOfKey = useRef(new Map<string, string>());
  const keyOfFile = useRef(new Map<string, string>());
  /** Each tile's file as made fit to send, kept while the tile may still need it offline. */
  const readyFiles = useRef(new Map<string, File>());
  const keepOfflineRef = useRef(keepOffline);
  keepOfflineRef.current = keepOffline;
  /** Keeps a tile's photo on this device when the network is gone (true), or leaves the failure to the caller. */
  const keptOffline = useCallback((key: string): boolean => {
    const file = readyFiles.current.get(key);
    if (!keepOfflineRef.current || !offline() || !file) return false;
    dispatch({ type: 'local', key, file, localPath: `/objects/${newOutboxId()}` });
    return true;
  }, []);

  useEffect(() => {
    const uppy = createImageUppy(
      'pet-photos',
      (error) => {
        if (keepOfflineRef.current && offline()) return; // the photo is kept on this device instead
        if (!redirectIfUnauthorized(error)) toast({ title: say('signFailed'), variant: 'destructive' });
      },
      { maxFiles: PET_PHOTOS_MAX },
    );
    uppyRef.current = uppy;
    const settle = (fileId: string | undefined) => {
      if (!fileId) return undefined;
      const key = keyOfFile.current.get(fileId);
      keyOfFile.current.delete(fileId);
      if (key) fileOfKey.current.delete(key);
      if (uppy.getFile(fileId)) uppy.removeFile(fileId);
      return key;
    };

    uppy.on('upload-progress', (file, progress) => {
      const key = file && keyOfFile.current.get(file.id);
      if (key) dispatch({ type: 'progress', key, percent: uploadPercent(progress) });
    });
    uppy.on('upload-success', (file, response) => {
      const key = settle(file?.id);
      if (!key) return;
      const uploadUrl = response.uploadURL;
      if (!uploadUrl) {
        dispatch({ type: 'failed', key, error: say('uploadFailed') });
        toast({ title: say('uploadFailed'), variant: 'destructive' });
        return;
      }
      confirmPetPhoto(uploadUrl).then(
        (objectPath) => {
          dispatch({ type: 'done', key, objectPath });
          toast({ title: say('uploaded'), variant: 'success' });
        },
        (error: unknown) => {
          if (keptOffline(key)) return;
          const text = errorMessageOf(error, say('setFailed'));
          dispatch({ type: 'failed', key, error: text });
          if (!redirectIfUnauthorized(error))
            toast({ title: say('setFailed'), description: text, variant: 'destructive' });
        },
      );
    });
    uppy.on('upload-error', (file, error) => {
      const key = settle(file?.id);
      if (!key) return;
      if (keptOffline(key)) return;
      const signFailed = error?.message === SIGN_FAILED;
      const text = uploadFailureText(error) ?? say(signFailed ? 'signFailed' : 'uploadFailed');
      dispatch({ type: 'failed', key, error: text });
      // A failed URL call has its own toast already (or the logged-out redirect).
      if (!signFailed) toast({ title: say('uploadFailed'), description: text, variant: 'destructive' });
    });
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, [keptOffline, say]);

  // Local previews are released when their tile goes or the form closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const shown = new Set(photos.map((p) => p.previewUrl));
    for (const url of previews.current) {
      if (!shown.has(url)) {
        URL.revokeObjectURL(url);
        previews.current.delete(url);
      }
    }
  }, [photos]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const send = useCallback(
    async (key: string, file: File) => {
      const ready = await shrinkImageForUpload(file);
      const uppy = uppyRef.current;
      if (!uppy || !photosRef.current.some((p) => p.key === key)) return; // removed meanwhile
      readyFiles.current.set(key, ready);
      if (keptOffline(key)) return;
      let fileId: string;
      try {
        fileId = uppy.addFile({
          name: ready.name,
          type: ready.type,
          data: ready,
          source: 'Local',
          isRemote: false,
          meta: { photoKey: key },
        });
      } catch (error) {
        // Uppy's own limits (size, type) speak for themselves.
        const text = error instanceof Error ? error.message : say('uploadFailed');
        dispatch({ type: 'failed', key, error: text });
        toast({ title: say('uploadFailed'), description: text, variant: 'destructive' });
        return;
      }
      fileOfKey.current.set(key, fileId);
      keyOfFile.current.set(fileId, key);
      dispatch({ type: 'uploading', key });
      uppy.upload().catch(() => undefined); // each file's outcome arrives as its own event
    },
    [keptOffline, say],
  );

  /** Adds the chosen files (as many as still fit) and starts sending each. */
  const choose = useCallback(
    (files: File[]) => {
      const room = photoSlotsLeft(photosRef.current);
      const taken = files.slice(0, room);
      if (files.length > room) {
        toast({
          title: intlRef.current.formatMessage(messages.tooMany, { max: PET_PHOTOS_MAX }),
          description:
            room > 0 ? intlRef.current.formatMessage(messages.onlyFirst, { room }) : say('removeOne'),
          variant: 'destructive',
        });
      }
      const items = taken.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        nextKey += 1;
        return { key: `photo-${nextKey}`, name: file.name, previewUrl };
      });
      if (!items.length) return;
      photosRef.current = photoListReducer(photosRef.current, { type: 'add', items });
      dispatch({ type: 'add', items });
      items.forEach((item, i) => void send(item.key, taken[i]));
    },
    [send, say],
  );

  // Back online with the form still open: the kept photos are sent now.
  useEffect(() => {
    if (!keepOffline) return undefined;
    const resend = () => {
      for (const photo of photosRef.current) {
        if (photo.status === 'local' && photo.file) void send(photo.key, photo.file);
      }
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [keepOffline, send]);

  /** Takes a tile away; one still being sent is cancelled. */
  const remove = useCallback((key: string) => {
    const fileId = fileOfKey.current.get(key);
    if (fileId) {
      fileOfKey.current.delete(key);
      keyOfFile.current.delete(fileId);
      if (uppyRef.current?.getFile(fileId)) uppyRef.current.removeFile(fileId);
    }
    readyFiles.current.delete(key);
    photosRef.current = photosRef.current.filter((p) => p.key !== key);
    dispatch({ type: 'remove', key });
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => dispatch({ type: 'move', key, by }), []);

  return { photos, choose, remove, move };
}
