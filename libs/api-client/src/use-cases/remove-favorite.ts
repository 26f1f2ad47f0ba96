import { callApi } from '../call';

/** DELETE /api/favorites/:id (the favorite's id). */
export const removeFavorite = (favoriteId: string) => callApi('removeFavorite', { params: { id: favoriteId } });
