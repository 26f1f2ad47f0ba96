import { listFavoritesQueryOptions } from '@pawpals/api-client';
import { useSignedInQuery } from '@pawpals/session';

// Read by mfe-directory too: one fetcher and one key, in libs/api-client (so is the heart's useToggleFavorite).
export { listFavorites, listFavoritesQueryOptions } from '@pawpals/api-client';

/** My favorites with their business (the dashboard cards); signed out, nothing is asked. */
export const useListFavorites = () => useSignedInQuery(listFavoritesQueryOptions());
