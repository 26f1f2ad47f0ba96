import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { LIMITS } from '@pawpals/contracts';
import { getUploadUrl } from '@pawpals/api-client';

/** SPEC §5, §9: the logo is one image of at most 10 485 760 bytes; nothing starts by itself. */
export const LOGO_RESTRICTIONS = {
  maxNumberOfFiles: 1,
  maxFileSize: LIMITS.uploadMaxBytes,
  allowedFileTypes: ['image/*'],
} as const;

/**
 * The logo uploader: Uppy with one PUT per file to the signed URL the gateway hands out
 * (POST /api/objects/upload), the same path as pet photos. `onSignError` hears about a failed URL call.
 */
export function createLogoUppy(onSignError: (error: unknown) => void): Uppy {
  const uppy = new Uppy({
    id: 'business-logo',
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: { ...LOGO_RESTRICTIONS, allowedFileTypes: [...LOGO_RESTRICTIONS.allowedFileTypes] },
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
