import { PET_MAP, type MapBox, type PetMap } from '@pawpals/contracts';
import type { MapView } from '../../shared/map/PetMap';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box the server is asked for: the map's view held to -180…180 and -90…90 (a world-wide view wraps
 * past them; the part across the antimeridian is left out rather than asked as a second box), its zoom a
 * whole number. Null when nothing of the view is left.
 */
export function mapRequestOf(view: MapView): { bbox: MapBox; zoom: number } | null {
  const bbox = {
    minLng: clamp(view.west, -180, 180),
    minLat: clamp(view.south, -90, 90),
    maxLng: clamp(view.east, -180, 180),
    maxLat: clamp(view.north, -90, 90),
  };
  if (!(bbox.minLng < bbox.maxLng && bbox.minLat < bbox.maxLat)) return null;
  return { bbox, zoom: clamp(Math.floor(view.zoom), PET_MAP.minZoom, PET_MAP.maxZoom) };
}

/** The legend's counts of what the view holds: the pets drawn and those inside the clusters. */
export function mapCounts(answer: PetMap): { lost: number; found: number } {
  const counts = { lost: 0, found: 0 };
  for (const pin of answer.pets) counts[pin.type] += 1;
  for (const cluster of answer.clusters) {
    counts.lost += cluster.lost;
    counts.found += cluster.found;
  }
  return counts;
}
