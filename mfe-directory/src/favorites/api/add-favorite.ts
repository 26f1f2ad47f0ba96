import type { Favorite } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** POST /api/favorites {businessId}. */
export function addFavorite(businessId: string): Promise<Favorite> {
  return apiJson<Favorite>('POST', '/api/favorites', { businessId });
}
