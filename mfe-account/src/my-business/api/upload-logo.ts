import type { ObjectPathResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** PUT /api/business-logo {logoUrl} → {objectPath}: records the uploaded image as my business's logo. */
export async function setBusinessLogo(logoUrl: string): Promise<string> {
  const { objectPath } = await apiJson<ObjectPathResult>('PUT', '/api/business-logo', { logoUrl });
  return objectPath;
}
