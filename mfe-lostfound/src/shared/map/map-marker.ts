import type { LostFoundPet, Sighting } from '@pawpals/contracts';
import { petTitle } from '../format';
import { hashString } from '../hash';

/** Up to ~0.3 mi: posts placed at the same ZIP or city centre stay apart enough to be clicked one by one. */
const APPROXIMATE_SPREAD_DEGREES = 0.004;

/** A stable offset in [-spread, spread] from the post id. */
const spread = (id: string, salt: string) => ((Math.abs(hashString(`${salt}${id}`)) % 2001) / 1000 - 1) * APPROXIMATE_SPREAD_DEGREES;

/** One point on the map. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  kind: 'lost' | 'found' | 'sighting';
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
  const approximate = pet.locationPrecision === 'zip' || pet.locationPrecision === 'city';
  return {
    id: pet.id,
    latitude: approximate ? pet.latitude + spread(pet.id, 'lat') : pet.latitude,
    longitude: approximate ? pet.longitude + spread(pet.id, 'lng') : pet.longitude,
    kind: pet.type,
    title: petTitle(pet),
    subtitle: pet.lastSeenLocation,
    href: `/lost-found/${pet.id}`,
    approximate,
  };
}

/** A sighting's marker (when the reporter shared a location). */
export function sightingMarker(s: Sighting): MapMarker | null {
  if (s.latitude == null || s.longitude == null) return null;
  return { id: s.id, latitude: s.latitude, longitude: s.longitude, kind: 'sighting', title: `Seen ${new Date(s.seenAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`, subtitle: s.location };
}

/** The contiguous US, where the map opens when it has nothing to show. */
export const US_VIEW = { center: { latitude: 39.5, longitude: -98.35 }, zoom: 4 } as const;
