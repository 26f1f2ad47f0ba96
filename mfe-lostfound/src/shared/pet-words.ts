import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { petTitle, type LostFoundPet, type MicrochipAnswer, type PetSex, type PetSize, type PetSpecies } from '@pawpals/contracts';
import { languageOf } from '@pawpals/ui';

/**
 * The words of a post that the contracts keep as values (species, size, sex, microchip) or write in English only
 * (petTitle), in the page's language. The first screen's facts and the page title come from the contracts in the
 * page's language (petFirstScreenFacts, petPageTitle), as the gateway draws them.
 */
const speciesMessages = defineMessages({
  dog: { id: 'lostfound.pet.species.dog', defaultMessage: 'Dog' },
  cat: { id: 'lostfound.pet.species.cat', defaultMessage: 'Cat' },
  bird: { id: 'lostfound.pet.species.bird', defaultMessage: 'Bird' },
  rabbit: { id: 'lostfound.pet.species.rabbit', defaultMessage: 'Rabbit' },
  reptile: { id: 'lostfound.pet.species.reptile', defaultMessage: 'Reptile' },
  smallAnimal: { id: 'lostfound.pet.species.smallAnimal', defaultMessage: 'Small animal' },
  other: { id: 'lostfound.pet.species.other', defaultMessage: 'Other' },
});

const sizeMessages = defineMessages({
  small: { id: 'lostfound.pet.size.small', defaultMessage: 'Small' },
  medium: { id: 'lostfound.pet.size.medium', defaultMessage: 'Medium' },
  large: { id: 'lostfound.pet.size.large', defaultMessage: 'Large' },
});

const sexMessages = defineMessages({
  male: { id: 'lostfound.pet.sex.male', defaultMessage: 'Male' },
  female: { id: 'lostfound.pet.sex.female', defaultMessage: 'Female' },
  unknown: { id: 'lostfound.pet.sex.unknown', defaultMessage: 'Unknown' },
});

const microchipMessages = defineMessages({
  yes: { id: 'lostfound.pet.microchip.yes', defaultMessage: 'Yes' },
  no: { id: 'lostfound.pet.microchip.no', defaultMessage: 'No' },
  unknown: { id: 'lostfound.pet.microchip.unknown', defaultMessage: 'Unknown' },
});

const speciesKey = (species: PetSpecies) => (species === 'small animal' ? 'smallAnimal' : species);

/** "Dog", "Small animal": a species as a choice or a fact names it. */
export const speciesLabel = (intl: IntlShape, species: PetSpecies) =>
  intl.formatMessage(speciesMessages[speciesKey(species)]);

/**
 * A species as an ICU select argument, for a sentence that names it (each language words and agrees it itself):
 * `{species, select, dog {…} cat {…} bird {…} rabbit {…} reptile {…} smallAnimal {…} otherSpecies {…} other {…}}`,
 * where `other` is a post that gives none.
 */
export function speciesArg(species: PetSpecies | null | undefined): string {
  if (!species) return 'none';
  return species === 'small animal' ? 'smallAnimal' : species === 'other' ? 'otherSpecies' : species;
}

/** The label of one value of a post's optional details (the post form's choices, the page's facts). */
export function detailLabel(
  intl: IntlShape,
  field: 'species' | 'size' | 'sex' | 'microchipped',
  value: string,
): string {
  const table: Record<string, MessageDescriptor> | undefined =
    field === 'size'
      ? sizeMessages
      : field === 'sex'
        ? sexMessages
        : field === 'microchipped'
          ? microchipMessages
          : undefined;
  if (field === 'species') return speciesLabel(intl, value as PetSpecies);
  const message = table?.[value as PetSize | PetSex | MicrochipAnswer];
  return message ? intl.formatMessage(message) : value;
}

/** The heading of a pet's card or page in the page's language: contracts' petTitle, as the gateway's first screen says it. */
export function petTitleOf(intl: IntlShape, pet: Pick<LostFoundPet, 'petName' | 'type' | 'breed'>): string {
  return petTitle(pet, languageOf(intl));
}
