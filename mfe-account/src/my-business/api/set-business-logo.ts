import { callApi } from '@pawpals/api-client';

/** PUT /api/business-logo {logoUrl} → {objectPath}: records the uploaded image as my business's logo. */
export async function setBusinessLogo(logoUrl: string): Promise<string> {
  const { objectPath } = await callApi('setBusinessLogo', { body: { logoUrl } });
  return objectPath;
}
