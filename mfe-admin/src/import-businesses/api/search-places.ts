import { useMutation } from '@tanstack/react-query';
import type { PlaceSearchRequest, PlaceSearchResult } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';

/** POST /api/admin/search-places with {city, state, category, limit}; answers a list of places. */
export function searchPlaces(payload: PlaceSearchRequest): Promise<PlaceSearchResult[]> {
  return apiJson<PlaceSearchResult[]>('POST', '/api/admin/search-places', payload);
}

export function useSearchPlaces() {
  return useMutation({ mutationFn: searchPlaces });
}
