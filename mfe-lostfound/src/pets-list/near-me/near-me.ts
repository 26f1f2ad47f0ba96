import { PET_SPECIES, type PetSpecies } from '@pawpals/contracts';
import type { NearMeQuery } from '@pawpals/api-client';

/** Where "Near me" looks from: the browser's location, or a ZIP code the person typed. */
export type NearMeSource = { kind: 'location'; latitude: number; longitude: number } | { kind: 'zip'; zipCode: string };

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
