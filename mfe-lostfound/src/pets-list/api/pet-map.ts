import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys, type LostFoundPetListFilter } from '@pawpals/api-client';
import type { MapBox } from '@pawpals/contracts';

/** What the board's map asks for: the box it shows, its zoom and the board's tab and search. */
export interface PetMapRequest {
  bbox: MapBox;
  zoom: number;
  filter: LostFoundPetListFilter;
  search: string;
}

/** GET /api/lost-found-pets/map?bbox=minLng,minLat,maxLng,maxLat&zoom=Z&type&q */
export const mapLostFoundPets = ({ bbox, zoom, filter, search }: PetMapRequest) =>
  callApi('mapLostFoundPets', {
    query: {
      bbox: [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].join(','),
      zoom: String(zoom),
      type: filter === 'all' ? undefined : filter,
      q: search.trim() || undefined,
    },
  });

// Under the posts' key, so whatever refreshes the board (a new post, a moderation) refreshes the map too.
export const mapLostFoundPetsQueryOptions = (request: PetMapRequest) =>
  queryOptions({ queryKey: [...lostFoundPetKeys.all, 'map', request] as const, queryFn: () => mapLostFoundPets(request) });

/** The posts and clusters in the map's view; the previous answer stays drawn while the next one loads. */
export function useMapLostFoundPets(request: PetMapRequest | null) {
  return useQuery({
    ...mapLostFoundPetsQueryOptions(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
