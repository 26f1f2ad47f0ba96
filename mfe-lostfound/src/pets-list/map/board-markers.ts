import type { LostFoundPet } from '@pawpals/contracts';
import { petTitle } from '../../shared/format';
import { petMarker, pointInUsArea, type MapMarker } from '../../shared/map/map-marker';
import { markerPosition } from './marker-position';

/**
 * The board map's markers, one per post: at its coordinates when its place was resolved (see petMarker);
 * otherwise at its stable pseudo-random spot (10–79 % both ways, from a hash of the location and id), taken
 * inside the US area the map opens on, and marked approximate (docs/decisions/0070-the-map.md).
 */
export function boardMarkers(
  pets: readonly LostFoundPet[],
  titleOf: (pet: LostFoundPet) => string = petTitle,
): MapMarker[] {
  return pets.map((pet) => petMarker(pet, titleOf(pet)) ?? unplacedMarker(pet, titleOf(pet)));
}

function unplacedMarker(pet: LostFoundPet, title: string): MapMarker {
  const { top, left } = markerPosition(pet);
  return {
    id: pet.id,
    ...pointInUsArea(top, left),
    type: pet.type,
    title,
    subtitle: pet.lastSeenLocation,
    href: `/lost-found/${pet.id}`,
    approximate: true,
  };
}
