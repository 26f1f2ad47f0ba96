import { useCallback, useEffect, useRef, useState } from 'react';
import type Uppy from '@uppy/core';
import { errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { createImageUppy, shrinkImageForUpload, uploadPercent } from '@pawpals/uploads';
import { confirmPetPhoto } from './api/confirm-pet-photo';

export type PhotoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; previewUrl: string; percent: number }
  | { phase: 'done'; objectPath: string };

/**
 * Picks, uploads and confirms one photo (a sighting's): the file goes to Uppy (limits checked there), is PUT
 * to a signed URL, then PUT /api/pet-photo turns it into the stable objectPath that `onUploaded` receives.
 * Every failure shows its toast (docs/product.md#errors-and-messages) and leaves the previous photo in place.
 */
export function usePhotoUpload(onUploaded: (objectPath: string) => void) {
  const [state, setState] = useState<PhotoUploadState>({ phase: 'idle' });
  const uppyRef = useRef<Uppy | null>(null);
  const lastDone = useRef<PhotoUploadState>({ phase: 'idle' });
  const signFailed = useRef(false);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const uppy = createImageUppy('pet-photo', (error) => {
      signFailed.current = true;
      if (!redirectIfUnauthorized(error)) toast({ title: 'Failed to get upload URL', variant: 'destructive' });
    });
    uppyRef.current = uppy;
    const restore = () => setState(lastDone.current);

    uppy.on('upload-progress', (_file, progress) => {
      const percent = uploadPercent(progress);
      setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s));
    });
    uppy.on('upload-success', (file, response) => {
      const uploadUrl = response.uploadURL;
      if (file) uppy.removeFile(file.id);
      if (!uploadUrl) {
        toast({ title: 'Failed to upload photo', variant: 'destructive' });
        restore();
        return;
      }
      confirmPetPhoto(uploadUrl).then(
        (objectPath) => {
          lastDone.current = { phase: 'done', objectPath };
          setState(lastDone.current);
          onUploadedRef.current(objectPath);
          toast({ title: 'Photo uploaded successfully', variant: 'success' });
        },
        (error: unknown) => {
          if (!redirectIfUnauthorized(error)) {
            toast({ title: 'Failed to set photo', description: errorMessageOf(error, ''), variant: 'destructive' });
          }
          restore();
        },
      );
    });
    uppy.on('upload-error', (file, error) => {
      if (file) uppy.removeFile(file.id);
      if (!signFailed.current) {
        toast({ title: 'Failed to upload photo', description: uploadFailureText(error), variant: 'destructive' });
      }
      signFailed.current = false;
      restore();
    });
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, []);

  // The local preview shown while uploading is released once it is no longer on screen.
  const previewUrl = state.phase === 'uploading' ? state.previewUrl : null;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  /**
   * Adds the chosen file (a phone photo over 2560 px is sent smaller; Uppy checks the upload limits) and
   * starts its upload.
   */
  const choose = useCallback((file: File) => {
    const uppy = uppyRef.current;
    if (!uppy) return;
    uppy.cancelAll();
    signFailed.current = false;
    setState({ phase: 'uploading', previewUrl: URL.createObjectURL(file), percent: 0 });
    void shrinkImageForUpload(file).then((ready) => {
      if (uppyRef.current !== uppy) return; // the form closed meanwhile
      try {
        uppy.addFile({ name: ready.name, type: ready.type, data: ready, source: 'Local', isRemote: false });
      } catch (error) {
        toast({ title: 'Failed to upload photo', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
        setState(lastDone.current);
        return;
      }
      uppy.upload().catch(() => undefined); // the outcome arrives as upload-success / upload-error
    });
  }, []);

  return { state, choose };
}
