import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favorite } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { useCurrentUser } from '@pawpals/session';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/favorites: [{id, businessId, business}] (the dashboard form embeds the business). */
export function getFavorites(): Promise<Favorite[]> {
  return apiJson<Favorite[]>('GET', '/api/favorites');
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.favorites(), queryFn: getFavorites, retry: false });

export function useFavorites() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...favoritesQueryOptions(), enabled: isAuthenticated });
}
