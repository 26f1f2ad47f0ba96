import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { PET_SPECIES, type PetSpecies } from '@pawpals/contracts';
import type { NearMeQuery } from '@pawpals/api-client';
import { speciesLabel } from '../../shared/pet-words';

const messages = defineMessages({
  withinZip: defineMessage<{ radius: number; zipCode: string }>({
    id: 'lostfound.nearMe.chipWithinZip',
    defaultMessage: 'Within {radius} mi of {zipCode}',
  }),
  withinLocation: defineMessage<{ radius: number }>({
    id: 'lostfound.nearMe.chipWithinLocation',
    defaultMessage: 'Within {radius} mi of your location',
  }),
});

/** Where "Near me" looks from: the browser's location, or a ZIP code the person typed. */
export type NearMeSource =
  { kind: 'location'; latitude: number; longitude: number } | { kind: 'zip'; zipCode: string };

export interface NearMeState {
  source: NearMeSource;
  radiusMiles: number;
  species: PetSpecies | 'all';
}

export const NEAR_ME_RADII = [5, 10, 25, 50, 100] as const;
export const NEAR_ME_DEFAULT_RADIUS = 25;
export const SPECIES_CHOICES = PET_SPECIES;

/** The board's query for a near-me state (GET /api/lost-found-pets?lat&lng|zipCode&radiusMiles&species). */
export function nearMeQuery(state: NearMeState): NearMeQuery {
  const species = state.species === 'all' ? undefined : state.species;
  const place =
    state.source.kind === 'location'
      ? { lat: String(state.source.latitude), lng: String(state.source.longitude) }
      : { zipCode: state.source.zipCode };
  return { ...place, radiusMiles: String(state.radiusMiles), ...(species ? { species } : {}) };
}

/** A US ZIP code as a person types it: 5 digits. */
export const isZipCode = (text: string) => /^\d{5}$/.test(text.trim());

/**
 * The chips of a near-me search on a phone's filter bar: the place with its radius (removing it ends
 * near me) and the species when one is chosen (removing it lists every animal), each with the state it leaves.
 */
export function nearMeChips(
  state: NearMeState,
  intl: IntlShape,
): { key: string; label: string; clear: NearMeState | null }[] {
  const label =
    state.source.kind === 'zip'
      ? intl.formatMessage(messages.withinZip, { radius: state.radiusMiles, zipCode: state.source.zipCode })
      : intl.formatMessage(messages.withinLocation, { radius: state.radiusMiles });
  const chips: { key: string; label: string; clear: NearMeState | null }[] = [
    { key: 'near-me', label, clear: null },
  ];
  if (state.species !== 'all') {
    chips.push({
      key: 'species',
      label: speciesLabel(intl, state.species),
      clear: { ...state, species: 'all' },
    });
  }
  return chips;
}
