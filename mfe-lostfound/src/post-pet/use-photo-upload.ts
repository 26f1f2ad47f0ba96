import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';
import { errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { toast, useIntl } from '@pawpals/ui';
import { shrinkImageForUpload, useImageUploader } from '@pawpals/uploads';
import { confirmPetPhoto } from './api/confirm-pet-photo';

const messages = defineMessages({
  uploadFailed: { id: 'lostfound.upload.uploadFailed', defaultMessage: 'Failed to upload photo' },
  uploaded: { id: 'lostfound.upload.uploaded', defaultMessage: 'Photo uploaded successfully' },
  setFailed: { id: 'lostfound.upload.setFailed', defaultMessage: 'Failed to set photo' },
});

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
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const say = (message: keyof typeof messages) => intlRef.current.formatMessage(messages[message]);
  const [state, setState] = useState<PhotoUploadState>({ phase: 'idle' });
  const lastDone = useRef<PhotoUploadState>({ phase: 'idle' });
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const restore = () => setState(lastDone.current);

  const { restart, send } = useImageUploader('pet-photo', {
    onProgress: (percent) => setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s)),
    onSent: (uploadUrl) => {
      if (!uploadUrl) {
        toast({ title: say('uploadFailed'), variant: 'destructive' });
        restore();
        return;
      }
      confirmPetPhoto(uploadUrl).then(
        (objectPath) => {
          lastDone.current = { phase: 'done', objectPath };
          setState(lastDone.current);
          onUploadedRef.current(objectPath);
          toast({ title: say('uploaded'), variant: 'success' });
        },
        (error: unknown) => {
          if (!redirectIfUnauthorized(error)) {
            toast({
              title: say('setFailed'),
              description: errorMessageOf(error, ''),
              variant: 'destructive',
            });
          }
          restore();
        },
      );
    },
    onFailed: (error, told) => {
      if (!told)
        toast({ title: say('uploadFailed'), description: uploadFailureText(error), variant: 'destructive' });
      restore();
    },
  });

  // The local preview shown while uploading is released once it is no longer on screen.
  const previewUrl = state.phase === 'uploading' ? state.previewUrl : null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

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
        toast({
          title: say('uploadFailed'),
          description: refused.refused instanceof Error ? refused.refused.message : undefined,
          variant: 'destructive',
        });
        restore();
      });
    },
    [restart, send],
  );

  return { state, choose };
}
