import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../call';
import { favoriteKeys } from '../keys';

/** GET /api/favorites: my favorites, each with its business (read by mfe-directory's hearts and mfe-account's dashboard). */
export const listFavorites = () => callApi('listFavorites');

/** No retry; the client default already never retries, this keeps it explicit. */
export const listFavoritesQueryOptions = () => queryOptions({ queryKey: favoriteKeys.list(), queryFn: listFavorites, retry: false });

