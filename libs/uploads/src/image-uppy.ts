import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { LIMITS } from '@pawpals/contracts';
import { getUploadUrl } from '@pawpals/api-client';

/** SPEC §5, §9: one image of at most 10 485 760 bytes. */
const IMAGE_RESTRICTIONS = {
  maxNumberOfFiles: 1,
  maxFileSize: LIMITS.uploadMaxBytes,
  allowedFileTypes: ['image/*'],
};

/**
 * The uploader of one image (a pet photo, a business logo): Uppy with one PUT of the raw bytes per file
 * to the signed URL the gateway hands out (POST /api/objects/upload); nothing starts by itself.
 * `onSignError` hears about a failed URL call, so the form can say 'Failed to get upload URL' rather
 * than a generic failure.
 */
export function createImageUppy(id: string, onSignError: (error: unknown) => void): Uppy {
  const uppy = new Uppy({
    id,
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: IMAGE_RESTRICTIONS,
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
