import { useCallback, useEffect, useRef } from 'react';
import type Uppy from '@uppy/core';
import { redirectIfUnauthorized } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { createImageUppy, uploadPercent } from './image-uppy';

export type ImageUploaderEvents = {
  /** Whole percent of the file sent so far. */
  onProgress: (percent: number) => void;
  /** The file is stored at the signed URL (undefined when the storage did not answer one). */
  onSent: (uploadUrl: string | undefined) => void;
  /** The file was not stored; `told` when the user already heard why (the upload URL could not be had). */
  onFailed: (error: unknown, told: boolean) => void;
};

/**
 * One image at a time through the image uploader, for a form with one picture (a business logo, a
 * sighting's photo). A failed upload URL call is told here once ('Failed to get upload URL', or the
 * signed-out redirect); what a sent or failed file means is the form's.
 */
export function useImageUploader(id: string, events: ImageUploaderEvents) {
  const uppyRef = useRef<Uppy | null>(null);
  const signFailed = useRef(false);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  useEffect(() => {
    const uppy = createImageUppy(id, (error) => {
      signFailed.current = true;
      if (!redirectIfUnauthorized(error)) toast({ title: 'Failed to get upload URL', variant: 'destructive' });
    });
    uppyRef.current = uppy;
    uppy.on('upload-progress', (_file, progress) => eventsRef.current.onProgress(uploadPercent(progress)));
    uppy.on('upload-success', (file, response) => {
      if (file) uppy.removeFile(file.id);
      eventsRef.current.onSent(response.uploadURL);
    });
    uppy.on('upload-error', (file, error) => {
      if (file) uppy.removeFile(file.id);
      const told = signFailed.current;
      signFailed.current = false;
      eventsRef.current.onFailed(error, told);
    });
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, [id]);

  /** Drops the upload under way, if any, before the next file; false once the form is gone. */
  const restart = useCallback((): boolean => {
    const uppy = uppyRef.current;
    if (!uppy) return false;
    uppy.cancelAll();
    signFailed.current = false;
    return true;
  }, []);

  /**
   * Adds the file (Uppy checks the upload limits) and starts sending it; `{ refused }` with Uppy's reason
   * when it does not take it. Nothing happens once the form is gone.
   */
  const send = useCallback((file: File): { refused: unknown } | undefined => {
    const uppy = uppyRef.current;
    if (!uppy) return undefined;
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local', isRemote: false });
    } catch (error) {
      return { refused: error };
    }
    uppy.upload().catch(() => undefined); // the outcome arrives as upload-success / upload-error
    return undefined;
  }, []);

  return { restart, send };
}
