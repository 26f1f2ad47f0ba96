import type { LostFoundPet } from '@pawpals/contracts';

// The heading of a card or detail page; the gateway draws it into a pet page's first screen too.
export { petTitle } from '@pawpals/contracts';
// Dates and phone links are worded once for the page and the gateway's first screen of it.
export { formatPetDate, telHref } from '@pawpals/contracts';

/** Free-text search over the fields a neighbour would type (name, breed, colour, description, place). */
export function matchesSearch(pet: LostFoundPet, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = [pet.petName, pet.breed, pet.color, pet.description, pet.lastSeenLocation, pet.collarInfo, pet.species]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return terms.every((term) => haystack.includes(term));
}
