import type { LostFoundPet, Sighting } from '@pawpals/contracts';
import { petTitle } from '../format';
import { hashString } from '../hash';

/** Up to ~0.3 mi: posts placed at the same ZIP or city centre stay apart enough to be clicked one by one. */
const APPROXIMATE_SPREAD_DEGREES = 0.004;

/** A stable offset in [-spread, spread] from the post id. */
const spread = (id: string, salt: string) =>
  ((Math.abs(hashString(`${salt}${id}`)) % 2001) / 1000 - 1) * APPROXIMATE_SPREAD_DEGREES;

/** One point on the map. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Its colour: lost red, found teal (as the board's badges), sighting amber. */
  type: 'lost' | 'found' | 'sighting';
  title: string;
  /** A line under the title in its popup, e.g. the place. */
  subtitle?: string;
  /** Where its popup's link goes (a route of this app). */
  href?: string;
  /** Not the exact place (a ZIP or city centre, or a pseudo-random spot): drawn hollow and dashed, and said so. */
  approximate?: boolean;
}

/** What a post's marker is drawn from: a board post, or a pin of the map's answer. */
type MarkedPost = Pick<
  LostFoundPet,
  'id' | 'type' | 'petName' | 'breed' | 'latitude' | 'longitude' | 'locationPrecision' | 'lastSeenLocation'
>;

/** A post's marker at its coordinates (`title`: its heading in the page's language); null when its place could not be resolved. */
export function petMarker(pet: MarkedPost, title: string = petTitle(pet)): MapMarker | null {
  if (pet.latitude == null || pet.longitude == null) return null;
  const approximate = pet.locationPrecision === 'zip' || pet.locationPrecision === 'city';
  return {
    id: pet.id,
    latitude: approximate ? pet.latitude + spread(pet.id, 'lat') : pet.latitude,
    longitude: approximate ? pet.longitude + spread(pet.id, 'lng') : pet.longitude,
    type: pet.type,
    title,
    subtitle: pet.lastSeenLocation,
    href: `/lost-found/${pet.id}`,
    approximate,
  };
}

/** A sighting's marker (when the reporter shared a location); `title` says when, e.g. "Seen May 2, 3:05 PM". */
export function sightingMarker(s: Sighting, title: string): MapMarker | null {
  if (s.latitude == null || s.longitude == null) return null;
  return {
    id: s.id,
    latitude: s.latitude,
    longitude: s.longitude,
    type: 'sighting',
    title,
    subtitle: s.location,
  };
}

/** The contiguous US, where the map opens when it has nothing to show. */
export const US_VIEW = { center: { latitude: 39.5, longitude: -98.35 }, zoom: 4 } as const;

/** The part of the map the US view shows (degrees). */
export const US_AREA = { north: 49, south: 25, west: -124.5, east: -67 } as const;

/** A point of the US area given as percentages from its top and left edge (0–100 each). */
export function pointInUsArea(
  topPercent: number,
  leftPercent: number,
): { latitude: number; longitude: number } {
  return {
    latitude: US_AREA.north - (topPercent / 100) * (US_AREA.north - US_AREA.south),
    longitude: US_AREA.west + (leftPercent / 100) * (US_AREA.east - US_AREA.west),
  };
}
