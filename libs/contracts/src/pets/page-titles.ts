/** The heading and title of a pet's card and page (see ../shared/page-titles.ts for every other page). */
import type { LostFoundPet } from './entities';
import type { PetSpecies } from './enums';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';

/** Species in Spanish, for the server's Spanish texts (a breed is the poster's own words and stays as written). */
export const PET_SPECIES_ES: Record<PetSpecies, string> = {
  dog: 'perro',
  cat: 'gato',
  bird: 'ave',
  rabbit: 'conejo',
  reptile: 'reptil',
  'small animal': 'animal pequeño',
  other: 'otro animal',
};

/**
 * The heading of a pet's card or page: the pet's name, else "Lost beagle" / "Found pet" (Spanish: "Perdido:
 * beagle" / "Mascota encontrada"). One definition for the gateway's first screen and every card and page.
 */
export function petTitle(pet: Pick<LostFoundPet, 'petName' | 'type' | 'breed'>, locale: Locale = DEFAULT_LOCALE): string {
  if (pet.petName) return pet.petName;
  const lost = pet.type === 'lost';
  if (locale === 'es') {
    if (!pet.breed) return lost ? 'Mascota perdida' : 'Mascota encontrada';
    return `${lost ? 'Perdido' : 'Encontrado'}: ${pet.breed.toLowerCase()}`;
  }
  const kind = pet.breed ? pet.breed.toLowerCase() : 'pet';
  return `${lost ? 'Lost' : 'Found'} ${kind}`;
}

/** "LOST: Biscuit, beagle — Riverside Park, Austin" / "PERDIDO: Biscuit, beagle — Riverside Park, Austin". */
export function petPageTitle(pet: Pick<LostFoundPet, 'type' | 'petName' | 'breed' | 'species' | 'lastSeenLocation'>, locale: Locale = DEFAULT_LOCALE): string {
  const spanish = locale === 'es';
  const species = pet.species && spanish ? PET_SPECIES_ES[pet.species as PetSpecies] ?? pet.species : pet.species;
  const kind = pet.breed?.toLowerCase() ?? species ?? (spanish ? 'mascota' : 'pet');
  const who = pet.petName ? `${pet.petName}, ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  const status = spanish ? (pet.type === 'lost' ? 'PERDIDO' : 'ENCONTRADO') : pet.type.toUpperCase();
  return `${status}: ${who} — ${pet.lastSeenLocation}`;
}
