import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { shrinkImageForUpload, useImageUploader } from '@pawpals/uploads';
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
  const lastDone = useRef<PhotoUploadState>({ phase: 'idle' });
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const restore = () => setState(lastDone.current);

  const { restart, send } = useImageUploader('pet-photo', {
    onProgress: (percent) => setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s)),
    onSent: (uploadUrl) => {
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
    },
    onFailed: (error, told) => {
      if (!told) toast({ title: 'Failed to upload photo', description: uploadFailureText(error), variant: 'destructive' });
      restore();
    },
  });

  // The local preview shown while uploading is released once it is no longer on screen.
  const previewUrl = state.phase === 'uploading' ? state.previewUrl : null;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  /**
   * Adds the chosen file (a phone photo over 2560 px is sent smaller; Uppy checks the upload limits) and
   * starts its upload.
   */
  const choose = useCallback(
    (file: File) => {
      if (!restart()) return;
      setState({ phase: 'uploading', previewUrl: URL.createObjectURL(file), percent: 0 });
      void shrinkImageForUpload(file).then((ready) => {
        const refused = send(ready); // nothing is sent when the form closed meanwhile
        if (!refused) return;
        toast({ title: 'Failed to upload photo', description: refused.refused instanceof Error ? refused.refused.message : undefined, variant: 'destructive' });
        restore();
      });
    },
    [restart, send],
  );

  return { state, choose };
}
