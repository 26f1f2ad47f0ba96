import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { LIMITS } from '@pawpals/contracts';
import { getUploadUrl } from '@pawpals/api-client';

/** Images of at most 10 485 760 bytes each (docs/product.md#input-rules). */
const imageRestrictions = (maxFiles: number) => ({
  maxNumberOfFiles: maxFiles,
  maxFileSize: LIMITS.uploadMaxBytes,
  allowedFileTypes: ['image/*'],
});

/**
 * The image uploader (a pet photo, a business logo, a post's several photos): Uppy with one PUT of the
 * raw bytes per file to the signed URL the gateway hands out (POST /api/objects/upload); nothing starts
 * by itself. `maxFiles` is how many files it holds at once (1 unless a form uploads several side by side).
 * `onSignError` hears about a failed URL call, so the form can say 'Failed to get upload URL' rather
 * than a generic failure.
 */
export function createImageUppy(id: string, onSignError: (error: unknown) => void, { maxFiles = 1 }: { maxFiles?: number } = {}): Uppy {
  const uppy = new Uppy({
    id,
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: imageRestrictions(maxFiles),
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    limit: 6,
    signRequest: async () => {
      try {
        // The gateway answers a relative URL (it works behind the dev proxy too); Uppy needs an absolute one.
        return { url: new URL(await getUploadUrl(), window.location.href).href };
      } catch (error) {
        onSignError(error);
        throw new Error('Failed to get upload URL', { cause: error });
      }
    },
  });
  return uppy;
}

/** Whole percent of an upload's progress as Uppy reports it (0 until the size is known). */
export function uploadPercent(progress: { bytesUploaded: number; bytesTotal?: number | null }): number {
  const total = progress.bytesTotal ?? 0;
  return total > 0 ? Math.round((progress.bytesUploaded / total) * 100) : 0;
}
