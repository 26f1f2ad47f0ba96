import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@pawpals/contracts';
import { callApi } from '@pawpals/api-client';

/** POST /api/admin/search-places with {city, state, category, limit}; answers a list of places. */
export const searchPlaces = (body: BodyOf<'searchPlaces'>) => callApi('searchPlaces', { body });

export function useSearchPlaces() {
  return useMutation({ mutationFn: searchPlaces });
}
