/** The heading and title of a pet's card and page (see ../shared/page-titles.ts for every other page). */
import type { LostFoundPet } from './entities';

/** The heading of a pet's card or page: the pet's name, else "Lost beagle" / "Found pet". */
export function petTitle(pet: Pick<LostFoundPet, 'petName' | 'type' | 'breed'>): string {
  if (pet.petName) return pet.petName;
  const kind = pet.breed ? pet.breed.toLowerCase() : 'pet';
  return `${pet.type === 'lost' ? 'Lost' : 'Found'} ${kind}`;
}

/** "LOST: Biscuit, beagle — Riverside Park, Austin". */
export function petPageTitle(pet: Pick<LostFoundPet, 'type' | 'petName' | 'breed' | 'species' | 'lastSeenLocation'>): string {
  const kind = pet.breed?.toLowerCase() ?? pet.species ?? 'pet';
  const who = pet.petName ? `${pet.petName}, ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  return `${pet.type.toUpperCase()}: ${who} — ${pet.lastSeenLocation}`;
}
