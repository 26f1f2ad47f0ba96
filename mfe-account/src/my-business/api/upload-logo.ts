import type { ObjectPathResult, UploadUrlResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** POST /api/objects/upload → {uploadURL}: a short-lived, single-use URL to PUT one image to. */
export async function getUploadUrl(): Promise<string> {
  const { uploadURL } = await apiJson<UploadUrlResult>('POST', '/api/objects/upload');
  return uploadURL;
}

/** PUT /api/business-logo {logoUrl} → {objectPath}: records the uploaded image as my business's logo. */
export async function setBusinessLogo(logoUrl: string): Promise<string> {
  const { objectPath } = await apiJson<ObjectPathResult>('PUT', '/api/business-logo', { logoUrl });
  return objectPath;
}
