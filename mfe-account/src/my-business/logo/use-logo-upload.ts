import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessKeys, errorMessageOf, redirectIfUnauthorized, uploadFailureText } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../shared/messages';
import { useImageUploader } from '@pawpals/uploads';
import { setBusinessLogo } from '../api/set-business-logo';

const messages = defineMessages({
  setFailed: { id: 'account.logo.setFailed', defaultMessage: 'Failed to set logo' },
  success: { id: 'account.logo.success', defaultMessage: 'Success' },
  uploaded: { id: 'account.logo.uploaded', defaultMessage: 'Logo uploaded successfully' },
});

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
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogoUploadState>({ phase: 'idle' });
  const hasBusinessRef = useRef(hasBusiness);
  hasBusinessRef.current = hasBusiness;
  const previewRef = useRef<string | null>(null);
  previewRef.current = state.phase === 'idle' ? null : state.previewUrl;

  const apply = useCallback(
    async (uploadUrl: string): Promise<boolean> => {
      try {
        await setBusinessLogo(uploadUrl);
      } catch (error) {
        if (!redirectIfUnauthorized(error)) toast({ title: intl.formatMessage(messages.setFailed), variant: 'destructive' });
        return false;
      }
      await queryClient.invalidateQueries({ queryKey: businessKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
      toast({ title: intl.formatMessage(messages.success), description: intl.formatMessage(messages.uploaded), variant: 'success' });
      return true;
    },
    [queryClient, intl],
  );

  const { restart, send } = useImageUploader('business-logo', {
    onProgress: (percent) => setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s)),
    onSent: (uploadUrl) => {
      const preview = previewRef.current;
      if (!uploadUrl || !preview) {
        toast({ title: intl.formatMessage(common.error), description: intl.formatMessage(common.uploadLogoFailed), variant: 'destructive' });
        setState({ phase: 'idle' });
        return;
      }
      if (!hasBusinessRef.current) {
        setState({ phase: 'pending', previewUrl: preview, uploadUrl });
        return;
      }
      void apply(uploadUrl).then(() => setState({ phase: 'idle' }));
    },
    onFailed: (error, told) => {
      if (!told) {
        toast({
          title: intl.formatMessage(common.error),
          description: uploadFailureText(error) ?? intl.formatMessage(common.uploadLogoFailed),
          variant: 'destructive',
        });
      }
      setState({ phase: 'idle' });
    },
  });

  // A local preview is released once it is no longer on screen.
  const previewUrl = state.phase === 'idle' ? null : state.previewUrl;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  /** Adds the chosen file (Uppy checks one image ≤ 10 MB) and starts its upload. */
  const choose = useCallback(
    (file: File) => {
      if (!restart()) return;
      const refused = send(file);
      if (refused) {
        toast({
          title: intl.formatMessage(common.error),
          description: errorMessageOf(refused.refused, intl.formatMessage(common.uploadLogoFailed)),
          variant: 'destructive',
        });
        return;
      }
      setState({ phase: 'uploading', previewUrl: URL.createObjectURL(file), percent: 0 });
    },
    [restart, send, intl],
  );

  /** After creating the business: sets the logo that was uploaded while the form had no business yet. */
  const commit = useCallback(async () => {
    if (state.phase !== 'pending') return;
    await apply(state.uploadUrl);
    setState({ phase: 'idle' });
  }, [apply, state]);

  return { state, choose, commit };
}
