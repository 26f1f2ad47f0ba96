import { useCallback, useEffect, useRef, useState } from 'react';
import type Uppy from '@uppy/core';
import { useQueryClient } from '@tanstack/react-query';
import { businessKeys, errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { createImageUppy, uploadPercent } from '@pawpals/uploads';
import { setBusinessLogo } from '../api/set-business-logo';

export type LogoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; previewUrl: string; percent: number }
  /** Uploaded, waiting for the business to exist (create form) before it is set as the logo. */
  | { phase: 'pending'; previewUrl: string; uploadUrl: string };

/**
 * Picks and uploads one logo. With a business, the uploaded file is set as its logo
 * at once (PUT /api/business-logo) and my business is re-read. Without one (the create form), the
 * upload URL waits in `pending` and `commit()` sets it right after the business is created.
 */
export function useLogoUpload(hasBusiness: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogoUploadState>({ phase: 'idle' });
  const uppyRef = useRef<Uppy | null>(null);
  const signFailed = useRef(false);
  const hasBusinessRef = useRef(hasBusiness);
  hasBusinessRef.current = hasBusiness;
  const previewRef = useRef<string | null>(null);
  previewRef.current = state.phase === 'idle' ? null : state.previewUrl;

  const apply = useCallback(
    async (uploadUrl: string): Promise<boolean> => {
      try {
        await setBusinessLogo(uploadUrl);
      } catch (error) {
        if (!redirectIfUnauthorized(error)) toast({ title: 'Failed to set logo', variant: 'destructive' });
        return false;
      }
      await queryClient.invalidateQueries({ queryKey: businessKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
      toast({ title: 'Success', description: 'Logo uploaded successfully', variant: 'success' });
      return true;
    },
    [queryClient],
  );

  useEffect(() => {
    const uppy = createImageUppy('business-logo', (error) => {
      signFailed.current = true;
      if (!redirectIfUnauthorized(error))
        toast({ title: 'Failed to get upload URL', variant: 'destructive' });
    });
    uppyRef.current = uppy;
    uppy.on('upload-progress', (_file, progress) => {
      const percent = uploadPercent(progress);
      setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s));
    });
    uppy.on('upload-success', (file, response) => {
      const uploadUrl = response.uploadURL;
      if (file) uppy.removeFile(file.id);
      const preview = previewRef.current;
      if (!uploadUrl || !preview) {
        toast({ title: 'Error', description: 'Failed to upload logo', variant: 'destructive' });
        setState({ phase: 'idle' });
        return;
      }
      if (!hasBusinessRef.current) {
        setState({ phase: 'pending', previewUrl: preview, uploadUrl });
        return;
      }
      void apply(uploadUrl).then(() => setState({ phase: 'idle' }));
    });
    uppy.on('upload-error', (file, error) => {
      if (file) uppy.removeFile(file.id);
      if (!signFailed.current) {
        toast({
          title: 'Error',
          description: uploadFailureText(error) ?? 'Failed to upload logo',
          variant: 'destructive',
        });
      }
      signFailed.current = false;
      setState({ phase: 'idle' });
    });
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, [apply]);

  // A local preview is released once it is no longer on screen.
  const previewUrl = state.phase === 'idle' ? null : state.previewUrl;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  /** Adds the chosen file (Uppy checks one image ≤ 10 MB) and starts its upload. */
  const choose = useCallback((file: File) => {
    const uppy = uppyRef.current;
    if (!uppy) return;
    uppy.cancelAll();
    signFailed.current = false;
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local', isRemote: false });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessageOf(error, 'Failed to upload logo'),
        variant: 'destructive',
      });
      return;
    }
    setState({ phase: 'uploading', previewUrl: URL.createObjectURL(file), percent: 0 });
    void uppy.upload();
  }, []);

  /** After creating the business: sets the logo that was uploaded while the form had no business yet. */
  const commit = useCallback(async () => {
    if (state.phase !== 'pending') return;
    await apply(state.uploadUrl);
    setState({ phase: 'idle' });
  }, [apply, state]);

  return { state, choose, commit };
}
