import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { LIMITS } from '@pawpals/contracts';
import { getUploadUrl } from '@pawpals/api-client';

/** SPEC §5, §9: one image of at most 10 485 760 bytes; nothing starts by itself. */
export const PHOTO_RESTRICTIONS = {
  maxNumberOfFiles: 1,
  maxFileSize: LIMITS.uploadMaxBytes,
  allowedFileTypes: ['image/*'],
} as const;

/** Why an upload attempt failed: the upload URL call, or the PUT of the file itself. */
export class UploadUrlError extends Error {
  constructor(cause: unknown) {
    super('Failed to get upload URL', { cause });
    this.name = 'UploadUrlError';
  }
}

/**
 * The pet-photo uploader: Uppy with a single PUT per file. For each file it asks the gateway for a
 * signed upload URL (POST /api/objects/upload) and PUTs the raw bytes there; `onSignError` hears
 * about a failed URL call so the form can say 'Failed to get upload URL' rather than a generic failure.
 */
export function createPhotoUppy(onSignError: (error: unknown) => void): Uppy {
  const uppy = new Uppy({
    id: 'pet-photo',
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: { ...PHOTO_RESTRICTIONS, allowedFileTypes: [...PHOTO_RESTRICTIONS.allowedFileTypes] },
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
        throw new UploadUrlError(error);
      }
    },
  });
  return uppy;
}
