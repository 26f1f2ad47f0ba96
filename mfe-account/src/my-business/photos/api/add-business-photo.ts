import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type BusinessPhoto } from '@pawpals/contracts';
import { businessKeys, callApi, getUploadUrl, redirectIfUnauthorized, uploadFailureText, errorMessageOf } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

/** The same rule as the logo (docs/product.md#input-rules): one image of at most 10 MB. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image file (JPEG, PNG, WebP or GIF).';
  if (file.size > LIMITS.uploadMaxBytes) return 'The image is larger than 10 MB.';
  return null;
}

/** PUTs the file to a fresh upload URL (POST /api/objects/upload), then POST /api/my-business/photos {photoUrl} → the gallery. */
export async function addBusinessPhoto(file: File): Promise<BusinessPhoto[]> {
  const uploadUrl = await getUploadUrl();
  const put = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type }, credentials: 'same-origin' });
  if (!put.ok) throw new Error(uploadFailureText({ body: await put.text() }) ?? 'Failed to upload photo');
  return callApi('addBusinessPhoto', { body: { photoUrl: uploadUrl } });
}

export function useAddBusinessPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBusinessPhoto,
    onSuccess: () => toast({ title: 'Photo added', variant: 'success' }),
    onError: (error) => {
      if (!redirectIfUnauthorized(error)) {
        toast({ title: 'Error', description: errorMessageOf(error, 'Failed to add photo'), variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
