import type { LostFoundPet } from '@pawpals/contracts';
import { petTitle } from '../format';

/** One point on the map. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  kind: 'lost' | 'found';
  title: string;
  /** A line under the title in its popup, e.g. the place. */
  subtitle?: string;
  /** Where its popup's link goes (a route of this app). */
  href?: string;
  /** A ZIP or city centre rather than the exact place: drawn hollow and said so. */
  approximate?: boolean;
}

/** A post's marker at its coordinates; null when its place could not be resolved. */
export function petMarker(pet: LostFoundPet): MapMarker | null {
  if (pet.latitude == null || pet.longitude == null) return null;
  return {
    id: pet.id,
    latitude: pet.latitude,
    longitude: pet.longitude,
    kind: pet.type,
    title: petTitle(pet),
    subtitle: pet.lastSeenLocation,
    href: `/lost-found/${pet.id}`,
    approximate: pet.locationPrecision === 'zip' || pet.locationPrecision === 'city',
  };
}

/** The contiguous US, where the map opens when it has nothing to show. */
export const US_VIEW = { center: { latitude: 39.5, longitude: -98.35 }, zoom: 4 } as const;
