import { apiRequest } from '@pawpals/api-client';

/** DELETE /api/favorites/:id (the favorite's id). */
export async function removeFavorite(favoriteId: string): Promise<void> {
  await apiRequest('DELETE', `/api/favorites/${encodeURIComponent(favoriteId)}`);
}
