import { callApi } from '../call';

/** POST /api/favorites {businessId}. */
export const addFavorite = (businessId: string) => callApi('addFavorite', { body: { businessId } });
