import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, getUploadUrl, redirectIfUnauthorized, uploadFailureText, errorMessageOf } from '@pawpals/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../../shared/messages';

const messages = defineMessages({
  notImage: { id: 'account.photos.notImage', defaultMessage: 'Choose an image file (JPEG, PNG, WebP or GIF).' },
  tooBig: { id: 'account.photos.tooBig', defaultMessage: 'The image is larger than 10 MB.' },
  uploadFailed: { id: 'account.photos.uploadFailed', defaultMessage: 'Failed to upload photo' },
  added: { id: 'account.photos.added', defaultMessage: 'Photo added' },
  failed: { id: 'account.photos.addFailed', defaultMessage: 'Failed to add photo' },
});

/** The same rule as the logo (docs/product.md#input-rules): one image of at most 10 MB. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): MessageDescriptor | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (file.size > LIMITS.uploadMaxBytes) return messages.tooBig;
  return null;
}

/** PUTs the file to a fresh upload URL (POST /api/objects/upload), then POST /api/my-business/photos {photoUrl} → the gallery. */
export async function addBusinessPhoto(file: File, uploadFailed = 'Failed to upload photo'): Promise<BusinessPhoto[]> {
  const uploadUrl = await getUploadUrl();
  const put = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type }, credentials: 'same-origin' });
  if (!put.ok) throw new Error(uploadFailureText({ body: await put.text() }) ?? uploadFailed);
  return callApi('addBusinessPhoto', { body: { photoUrl: uploadUrl } });
}

export function useAddBusinessPhoto() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addBusinessPhoto(file, intl.formatMessage(messages.uploadFailed)),
    onSuccess: () => toast({ title: intl.formatMessage(messages.added), variant: 'success' }),
    onError: (error) => {
      if (!redirectIfUnauthorized(error)) {
        toast({ title: intl.formatMessage(common.error), description: errorMessageOf(error, intl.formatMessage(messages.failed)), variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
