import { PET_SPECIES, type AlertArea, type BodyOf, type PetSpecies } from '@pawpals/contracts';

export const ALERT_RADII = [1, 5, 10, 25, 50] as const;
export const DEFAULT_ALERT_RADIUS = 10;
export const ALERT_SPECIES = PET_SPECIES;

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

/** "Dogs and cats within 10 miles of Austin, TX 78704" / "All lost and found pets within 5 miles of your location near …". */
export function describeArea(area: AlertArea): string {
  const who = area.species.length ? joinWords(area.species.map(plural)) : 'All lost and found pets';
  const where = area.zipCode ? area.placeLabel : area.placeLabel ? `your location near ${area.placeLabel}` : 'your location';
  return `${who} within ${area.radiusMiles} ${area.radiusMiles === 1 ? 'mile' : 'miles'} of ${where}`;
}

const plural = (species: PetSpecies) => (species === 'small animal' ? 'small animals' : `${species}s`);
function joinWords(words: string[]): string {
  const [first, ...rest] = words;
  const text = rest.length ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : first;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
