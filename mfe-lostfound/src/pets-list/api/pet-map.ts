import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lostFoundPetKeys, type LostFoundPetListFilter } from '@pawpals/api-client';
import { PET_MAP, type MapBox, type PetMap } from '@pawpals/contracts';

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

/** At street zoom every cluster of the answer is a stack: posts sharing one pin (docs/decisions/0144-near-me-and-the-map-at-national-scale.md). */
const withStacks = (answer: PetMap, zoom: number) => ({
  ...answer,
  clusters: answer.clusters.map((cluster) => ({ ...cluster, stack: zoom >= PET_MAP.streetZoom })),
});

// Under the posts' key, so whatever refreshes the board (a new post, a moderation) refreshes the map too.
export const mapLostFoundPetsQueryOptions = (request: PetMapRequest) =>
  queryOptions({
    queryKey: [...lostFoundPetKeys.all, 'map', request] as const,
    queryFn: async () => withStacks(await mapLostFoundPets(request), request.zoom),
  });

/** The posts and clusters in the map's view; the previous answer stays drawn while the next one loads. */
export function useMapLostFoundPets(request: PetMapRequest | null) {
  return useQuery({
    ...mapLostFoundPetsQueryOptions(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
