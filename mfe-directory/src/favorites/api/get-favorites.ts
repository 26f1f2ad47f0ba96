import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favorite } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { favoriteKeys } from './favorite-keys';

/** GET /api/favorites: [{id, businessId, business}]. */
export function getFavorites(): Promise<Favorite[]> {
  return apiJson<Favorite[]>('GET', '/api/favorites');
}

/** No retry (SPEC §7.2); the client default already never retries, this keeps it explicit. */
export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoriteKeys.list(), queryFn: getFavorites, retry: false });

/** The signed-in user's favorites; signed out, nothing is asked. */
export function useFavorites() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...favoritesQueryOptions(), enabled: isAuthenticated });
}

export { favoriteIdsByBusiness } from '../favorite-ids';
