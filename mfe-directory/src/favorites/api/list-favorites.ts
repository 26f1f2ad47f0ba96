import { listFavoritesQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-account too: one fetcher and one key, in libs/api-client (so is the heart's useToggleFavorite).
export { listFavorites, listFavoritesQueryOptions } from '@pawpals/api-client';

/** The signed-in user's favorites; signed out, nothing is asked. */
export const useListFavorites = () => useSignedInQuery(listFavoritesQueryOptions());

export { favoriteIdsByBusiness } from '../favorite-ids';
