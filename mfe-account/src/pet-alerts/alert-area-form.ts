import { defineMessages, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';
import { PET_SPECIES, type AlertArea, type BodyOf, type PetSpecies } from '@pawpals/contracts';

export const ALERT_RADII = [1, 5, 10, 25, 50] as const;
export const DEFAULT_ALERT_RADIUS = 10;
export const ALERT_SPECIES = PET_SPECIES;

const messages = defineMessages<{
  readonly allPets: NoMessageValues;
  readonly yourLocationNear: { readonly place: MessageValue };
  readonly yourLocation: NoMessageValues;
  readonly area: { readonly who: MessageValue; readonly radius: MessageValue; readonly where: MessageValue };
  readonly listAnd: { readonly list: MessageValue; readonly last: MessageValue };
}>({
  allPets: { id: 'account.alerts.allPets', defaultMessage: 'All lost and found pets' },
  yourLocationNear: { id: 'account.alerts.yourLocationNear', defaultMessage: 'your location near {place}' },
  yourLocation: { id: 'account.alerts.yourLocation', defaultMessage: 'your location' },
  area: {
    id: 'account.alerts.area',
    defaultMessage: '{who} within {radius, plural, one {# mile} other {# miles}} of {where}',
  },
  listAnd: { id: 'account.alerts.listAnd', defaultMessage: '{list} and {last}' },
});

/** Each kind of animal by itself ("Dog") and in the plural ("dogs"), as the alert form and its summary say it. */
export const SPECIES_WORDS: Record<PetSpecies, { one: { id: string; defaultMessage: string }; many: { id: string; defaultMessage: string } }> =
  {
    dog: defineMessages({
      one: { id: 'account.alerts.species.dog', defaultMessage: 'Dog' },
      many: { id: 'account.alerts.species.dogs', defaultMessage: 'dogs' },
    }),
    cat: defineMessages({
      one: { id: 'account.alerts.species.cat', defaultMessage: 'Cat' },
      many: { id: 'account.alerts.species.cats', defaultMessage: 'cats' },
    }),
    bird: defineMessages({
      one: { id: 'account.alerts.species.bird', defaultMessage: 'Bird' },
      many: { id: 'account.alerts.species.birds', defaultMessage: 'birds' },
    }),
    rabbit: defineMessages({
      one: { id: 'account.alerts.species.rabbit', defaultMessage: 'Rabbit' },
      many: { id: 'account.alerts.species.rabbits', defaultMessage: 'rabbits' },
    }),
    reptile: defineMessages({
      one: { id: 'account.alerts.species.reptile', defaultMessage: 'Reptile' },
      many: { id: 'account.alerts.species.reptiles', defaultMessage: 'reptiles' },
    }),
    'small animal': defineMessages({
      one: { id: 'account.alerts.species.smallAnimal', defaultMessage: 'Small animal' },
      many: { id: 'account.alerts.species.smallAnimals', defaultMessage: 'small animals' },
    }),
    other: defineMessages({
      one: { id: 'account.alerts.species.other', defaultMessage: 'Other' },
      many: { id: 'account.alerts.species.others', defaultMessage: 'others' },
    }),
  };

/** What the "Pet alerts near you" form holds: a ZIP code typed or a point from the browser. */
export interface AlertAreaFormValues {
  zipCode: string;
  point: { latitude: number; longitude: number } | null;
  radiusMiles: number;
  species: PetSpecies[];
}

export function formValuesOf(area: AlertArea | null | undefined): AlertAreaFormValues {
  return {
    zipCode: area?.zipCode ?? '',
    point: area && !area.zipCode ? { latitude: area.latitude, longitude: area.longitude } : null,
    radiusMiles: area?.radiusMiles ?? DEFAULT_ALERT_RADIUS,
    species: area?.species ?? [],
  };
}

/** PUT /api/me/alert-area's body: the point when the browser gave one, else the ZIP code. */
export function toAlertAreaBody(values: AlertAreaFormValues): BodyOf<'setAlertArea'> {
  const place = values.point ? { latitude: values.point.latitude, longitude: values.point.longitude } : { zipCode: values.zipCode.trim() };
  return { ...place, radiusMiles: values.radiusMiles, species: values.species };
}

/**
 * "Dogs and cats within 10 miles of Austin, TX 78704" / "All lost and found pets within 5 miles of your location near …",
 * in the page's language.
 */
export function describeArea(intl: IntlShape, area: AlertArea): string {
  const who = area.species.length
    ? capitalise(joinWords(intl, area.species.map((species) => intl.formatMessage(SPECIES_WORDS[species].many))))
    : intl.formatMessage(messages.allPets);
  const where = area.zipCode
    ? (area.placeLabel ?? '')
    : area.placeLabel
      ? intl.formatMessage(messages.yourLocationNear, { place: area.placeLabel })
      : intl.formatMessage(messages.yourLocation);
  return intl.formatMessage(messages.area, { who, radius: area.radiusMiles, where });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "dogs, cats and birds": no comma before the last word, in English as in Spanish. */
function joinWords(intl: IntlShape, words: string[]): string {
  if (words.length < 2) return words[0] ?? '';
  return intl.formatMessage(messages.listAnd, { list: words.slice(0, -1).join(', '), last: words.at(-1) });
}
